// @vitest-environment happy-dom
// The header's Back steps back only through the product's own history entries (SHELL-BACK-1,
// ADR-0380): each entry carries its depth in history.state. What another script left there, or a
// hostile value, never counts as a depth and never breaks the page (ADR-0499: checked by hand).
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import * as module from "../../../web/routes/history-depth";

/**
 * A page loading on an entry whose state is `state`. Starting again is what a load does: the depth
 * is read afresh, and the same listeners are added once (the browser drops a listener added twice).
 */
function loadOn(state: unknown): typeof module {
  history.replaceState(state, "");
  module.startHistoryDepth();
  return module;
}

beforeEach(() => history.replaceState(null, ""));

describe("the depth of the entry a page loads on", () => {
  it("is 0 on a fresh page, and the entry is stamped", () => {
    const { historyDepth } = loadOn(null);
    expect(historyDepth()).toBe(0);
    expect(history.state).toEqual({ lumenDepth: 0 });
  });

  it("is the stamp's after a reload, keeping what else the state holds", () => {
    const { historyDepth } = loadOn({ lumenDepth: 3, scroll: 120 });
    expect(historyDepth()).toBe(3);
    expect(history.state).toEqual({ lumenDepth: 3, scroll: 120 });
  });

  it.each([
    ["a string", { lumenDepth: "3" }],
    ["a fraction", { lumenDepth: 2.5 }],
    ["NaN", { lumenDepth: Number.NaN }],
    ["infinity", { lumenDepth: Number.POSITIVE_INFINITY }],
    ["an object", { lumenDepth: { valueOf: () => 3 } }],
    ["an array", [3]],
    ["a number", 3],
  ])("counts %s as no stamp: 0, and the entry stamped afresh", (_, state) => {
    const { historyDepth } = loadOn(state);
    expect(historyDepth()).toBe(0);
    expect(Reflect.get(history.state as object, "lumenDepth")).toBe(0);
  });

  it("never goes below 0", () => {
    const { historyDepth } = loadOn({ lumenDepth: -4 });
    expect(historyDepth()).toBe(0);
  });

  it("is a non-negative integer whatever the state holds", () => {
    fc.assert(
      fc.property(fc.anything(), (state) => {
        const { historyDepth } = loadOn({ lumenDepth: state });
        const depth = historyDepth();
        expect(Number.isSafeInteger(depth) && depth >= 0).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe("moving between entries", () => {
  it("goes one deeper on an entry the browser made, and takes a stamped entry's depth", () => {
    const { historyDepth } = loadOn({ lumenDepth: 1 });
    history.pushState(null, "", "#/login");
    dispatchEvent(new HashChangeEvent("hashchange"));
    expect(historyDepth()).toBe(2);
    expect(history.state).toEqual({ lumenDepth: 2 });
    history.replaceState({ lumenDepth: 1 }, "");
    dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    expect(historyDepth()).toBe(1);
  });
});
