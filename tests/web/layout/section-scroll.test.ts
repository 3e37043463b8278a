// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  SECTION_MAX_HOLD_MS,
  SECTION_SETTLE_MS,
  SECTION_WAIT_MS,
  scrollToSection,
} from "../../../web/layout/section-scroll";

/** A ResizeObserver the test triggers by hand (happy-dom does no layout). */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed = 0;
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe() {
    this.observed++;
  }
  disconnect() {
    this.observed = 0;
  }
  unobserve() {}
  /** The notification observe() sends at once, then a real size change. */
  static resize() {
    for (const o of FakeResizeObserver.instances) if (o.observed) o.callback();
  }
}

const scrolls: string[] = [];
let top = 0;

function addSection(id: string): HTMLElement {
  const section = document.createElement("section");
  section.id = id;
  section.innerHTML = `<h2>${id} heading</h2><p>text</p>`;
  section.scrollIntoView = () => scrolls.push(id);
  section.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 100, height: 100 });
  document.body.append(section);
  return section;
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  FakeResizeObserver.instances = [];
  scrolls.length = 0;
  top = 0;
  document.body.innerHTML = "";
  // A long page, so "scrolled to the end" never counts as aligned here.
  Object.defineProperty(document.documentElement, "scrollHeight", { value: 10_000, configurable: true });
});
afterEach(() => {
  // Ends whatever request a test left open.
  dispatchEvent(new Event("wheel"));
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Back to the element's own getter: the next test file may share this document (ADR-0397).
  Reflect.deleteProperty(document.documentElement, "scrollHeight");
});

describe("scrollToSection", () => {
  it("scrolls to a rendered section at once and moves focus to its heading", () => {
    addSection("features");
    scrollToSection("features");
    expect(scrolls).toEqual(["features"]);
    expect(document.activeElement?.textContent).toBe("features heading");
  });

  it("gives the focus to the copy of a section replaced after its heading took the focus", async () => {
    const first = addSection("features");
    scrollToSection("features");
    first.remove();
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const copy = addSection("features");
    await vi.waitFor(() => expect(document.activeElement).toBe(copy.querySelector("h2")));
  });

  it("leaves the focus where the visitor put it after the jump, when the section is replaced", async () => {
    const first = addSection("features");
    const field = document.createElement("input");
    document.body.append(field);
    scrollToSection("features");
    field.focus();
    first.remove();
    addSection("features");
    await flush();
    await flush();
    expect(document.activeElement).toBe(field);
  });

  it("waits for a section that is not rendered yet and scrolls to it when it appears", async () => {
    scrollToSection("creators");
    expect(scrolls).toEqual([]);
    vi.advanceTimersByTime(SECTION_WAIT_MS - 100);
    addSection("creators");
    await flush();
    await vi.waitFor(() => expect(scrolls).toEqual(["creators"]));
    expect(document.activeElement?.textContent).toBe("creators heading");
  });

  it("gives up on a section that never comes within the wait", async () => {
    scrollToSection("contact");
    vi.advanceTimersByTime(SECTION_WAIT_MS + 1);
    addSection("contact");
    for (let i = 0; i < 5; i++) {
      await flush();
      vi.advanceTimersByTime(10);
    }
    expect(scrolls).toEqual([]);
  });

  it("re-aligns when the page grows and leaves the section out of place, until the layout settles", () => {
    addSection("download");
    scrollToSection("download");
    FakeResizeObserver.resize(); // observe()'s first report: no change yet
    expect(scrolls).toEqual(["download"]);
    top = 300; // content above grew
    FakeResizeObserver.resize();
    expect(scrolls).toEqual(["download", "download"]);
    top = 0; // aligned again: a further resize needs no scroll
    FakeResizeObserver.resize();
    expect(scrolls).toHaveLength(2);
    vi.advanceTimersByTime(SECTION_SETTLE_MS + 1);
    top = 500;
    FakeResizeObserver.resize();
    expect(scrolls).toHaveLength(2);
  });

  it("re-aligns when the page grew between the jump and observe()'s first report", () => {
    addSection("download");
    scrollToSection("download");
    // The staged sections landed in the same frame as the jump: the first report is the only one.
    top = 300;
    FakeResizeObserver.resize();
    expect(scrolls).toEqual(["download", "download"]);
  });

  it("keeps aligning the section that is in the page when a render replaces the element", () => {
    const first = addSection("download");
    scrollToSection("download");
    FakeResizeObserver.resize();
    expect(scrolls).toEqual(["download"]);
    // Hydration or a staged render swaps the element; the old one is detached and measures 0.
    first.remove();
    first.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    const replaced = addSection("download");
    const scrolledTo: HTMLElement[] = [];
    replaced.scrollIntoView = () => scrolledTo.push(replaced);
    top = 300; // the new element sits lower: content above grew
    FakeResizeObserver.resize();
    expect(scrolledTo).toEqual([replaced]);
  });

  it("stops correcting after the longest hold even if the layout never settles", () => {
    addSection("download");
    scrollToSection("download");
    FakeResizeObserver.resize();
    top = 300;
    for (let t = 0; t < SECTION_MAX_HOLD_MS; t += SECTION_SETTLE_MS / 2) {
      vi.advanceTimersByTime(SECTION_SETTLE_MS / 2);
      FakeResizeObserver.resize();
    }
    const count = scrolls.length;
    vi.advanceTimersByTime(SECTION_SETTLE_MS / 2);
    FakeResizeObserver.resize();
    expect(scrolls).toHaveLength(count);
  });

  it.each(["wheel", "touchstart", "keydown", "pointerdown"])(
    "leaves the scroll to the visitor after %s",
    (type) => {
      addSection("download");
      scrollToSection("download");
      FakeResizeObserver.resize();
      dispatchEvent(new Event(type));
      top = 300;
      FakeResizeObserver.resize();
      expect(scrolls).toEqual(["download"]);
    },
  );

  it("drops a pending request when another section is asked for", async () => {
    scrollToSection("contact");
    addSection("features");
    scrollToSection("features");
    addSection("contact");
    await flush();
    await vi.waitFor(() => expect(scrolls).toEqual(["features"]));
    expect(document.activeElement?.textContent).toBe("features heading");
  });
});
