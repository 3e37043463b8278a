// @vitest-environment happy-dom
// A press, a language picked or the log-in form sent on the prerendered page before the app is live
// is kept by the boot script and acted on once it is: only known values are taken, and only once.
import { describe, expect, it } from "vitest";
import { EARLY_LANGUAGE, EARLY_PRESSABLE, EARLY_SUBMIT } from "../../../../web/shell/prerender/early-clicks";

const fragment = (html: string) => {
  const host = document.createElement("div");
  host.innerHTML = html;
  document.body.replaceChildren(host);
  return host;
};

describe("a press before the app is live", () => {
  it("is kept for the page's own buttons and section links, not for popover buttons or route links", () => {
    const host = fragment(
      '<button type="button" id="tab"><span>Email</span></button><a href="#/home" data-section="creators">C</a>' +
        '<button type="button" popovertarget="side-menu">Menu</button><a href="#/login">Log in</a><button type="submit">Go</button>',
    );
    const pressable = (selector: string) => host.querySelector(selector)?.closest(EARLY_PRESSABLE) ?? null;
    expect(pressable("span")?.id).toBe("tab");
    expect(pressable("[data-section]")).not.toBeNull();
    expect(pressable("[popovertarget]")).toBeNull();
    expect(pressable('a[href="#/login"]')).toBeNull();
    expect(pressable("[type=submit]")).toBeNull();
  });
});

describe("a form sent or a language picked before the app is live", () => {
  it("is returned once and forgotten", () => {
    const root = document.createElement("html");
    EARLY_SUBMIT.keep(root, "login");
    EARLY_LANGUAGE.keep(root, "ja");
    expect(root.getAttribute("data-pending-submit")).toBe("login");
    expect(EARLY_SUBMIT.take(root)).toBe("login");
    expect(EARLY_SUBMIT.take(root)).toBeUndefined();
    expect(EARLY_LANGUAGE.take(root)).toBe("ja");
    expect(EARLY_LANGUAGE.take(root)).toBeUndefined();
    expect(root.hasAttribute("data-pending-submit")).toBe(false);
    expect(root.hasAttribute("data-pending-locale")).toBe(false);
  });
});
