// @vitest-environment happy-dom
// A landing section link clicked before the app is live is kept by the boot script and followed by
// the landing header once it is: only known section ids are taken, and only once.
import { describe, expect, it } from "vitest";
import {
  PENDING_SECTION_ATTRIBUTE,
  sectionOfClick,
  takePendingSection,
} from "../../../web/prerender/early-section-click";

const fragment = (html: string) => {
  const host = document.createElement("div");
  host.innerHTML = html;
  return host;
};

describe("sectionOfClick", () => {
  it("names the section of a link or button, also for a click on its inner text", () => {
    const host = fragment(
      '<a href="#/home" data-section="creators"><span>Creators</span></a><button data-section="download">Get</button>',
    );
    expect(sectionOfClick(host.querySelector("span"))).toBe("creators");
    expect(sectionOfClick(host.querySelector("button"))).toBe("download");
  });

  it("ignores other elements and section names the landing does not have", () => {
    const host = fragment('<a href="#/login">Log in</a><a data-section="admin">x</a>');
    expect(sectionOfClick(host.querySelector('a[href="#/login"]'))).toBeNull();
    expect(sectionOfClick(host.querySelector('[data-section="admin"]'))).toBeNull();
    expect(sectionOfClick(null)).toBeNull();
  });
});

describe("takePendingSection", () => {
  it("returns the kept section once and forgets it", () => {
    const root = document.createElement("html");
    root.dataset[PENDING_SECTION_ATTRIBUTE] = "features";
    expect(takePendingSection(root)).toBe("features");
    expect(takePendingSection(root)).toBeNull();
    expect(root.hasAttribute("data-pending-section")).toBe(false);
  });

  it("drops a value that is not a landing section", () => {
    const root = document.createElement("html");
    root.dataset[PENDING_SECTION_ATTRIBUTE] = "javascript:alert(1)";
    expect(takePendingSection(root)).toBeNull();
    expect(root.hasAttribute("data-pending-section")).toBe(false);
  });
});
