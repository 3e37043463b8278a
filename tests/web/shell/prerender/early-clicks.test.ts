// @vitest-environment happy-dom
// A section link clicked, or the log-in form sent, on the prerendered page before the app is live is
// kept by the boot script and acted on once it is: only known values are taken, and only once.
import { describe, expect, it } from "vitest";
import {
  EARLY_LANGUAGE,
  EARLY_SECTION_CLICK,
  EARLY_SUBMIT,
} from "../../../../web/shell/prerender/early-clicks";

const fragment = (html: string) => {
  const host = document.createElement("div");
  host.innerHTML = html;
  return host;
};

describe("a click before the app is live", () => {
  it("names the section of a link or button, also for a click on its inner text", () => {
    const host = fragment(
      '<a href="#/home" data-section="creators"><span>Creators</span></a><button data-section="download">Get</button>',
    );
    expect(EARLY_SECTION_CLICK.of(host.querySelector("span"))).toBe("creators");
    expect(EARLY_SECTION_CLICK.of(host.querySelector("button"))).toBe("download");
  });

  it("names the log-in form's send from the form; a menu button is left to the browser", () => {
    const host = fragment(
      '<form data-early-submit="login"><input name="email"></form><button popovertarget="side-menu">A</button>',
    );
    expect(EARLY_SUBMIT.of(host.querySelector("form"))).toBe("login");
    for (const early of [EARLY_SECTION_CLICK, EARLY_SUBMIT])
      expect(early.of(host.querySelector("[popovertarget]"))).toBeNull();
  });

  it("ignores other elements and values the landing does not have", () => {
    const host = fragment(
      '<a href="#/login">Log in</a><a data-section="admin">x</a><b data-early-submit="signup">y</b>',
    );
    for (const early of [EARLY_SECTION_CLICK, EARLY_SUBMIT]) {
      expect(early.of(host.querySelector('a[href="#/login"]'))).toBeNull();
      expect(early.of(null)).toBeNull();
    }
    expect(EARLY_SECTION_CLICK.of(host.querySelector('[data-section="admin"]'))).toBeNull();
    expect(EARLY_SUBMIT.of(host.querySelector("b"))).toBeNull();
  });
});

describe("what was kept", () => {
  it("is returned once and forgotten", () => {
    const root = document.createElement("html");
    EARLY_SECTION_CLICK.keep(root, "features");
    EARLY_SUBMIT.keep(root, "login");
    expect(root.getAttribute("data-pending-section")).toBe("features");
    expect(EARLY_SECTION_CLICK.take(root)).toBe("features");
    expect(EARLY_SECTION_CLICK.take(root)).toBeNull();
    expect(EARLY_SUBMIT.take(root)).toBe("login");
    expect(EARLY_SUBMIT.take(root)).toBeNull();
    expect(root.hasAttribute("data-pending-section")).toBe(false);
    expect(root.hasAttribute("data-pending-submit")).toBe(false);
  });

  it("gives a language picked early back once, and only one of the seven", () => {
    const root = document.createElement("html");
    EARLY_LANGUAGE.keep(root, "ja");
    expect(EARLY_LANGUAGE.take(root)).toBe("ja");
    expect(EARLY_LANGUAGE.take(root)).toBeNull();
    root.setAttribute("data-pending-locale", "xx-XX");
    expect(EARLY_LANGUAGE.take(root)).toBeNull();
  });

  it("counts for nothing when it is not a known value (written by anything else)", () => {
    const root = document.createElement("html");
    root.setAttribute("data-pending-section", "javascript:alert(1)");
    root.setAttribute("data-pending-submit", "admin");
    expect(EARLY_SECTION_CLICK.take(root)).toBeNull();
    expect(EARLY_SUBMIT.take(root)).toBeNull();
    expect(root.hasAttribute("data-pending-section")).toBe(false);
    expect(root.hasAttribute("data-pending-submit")).toBe(false);
  });
});
