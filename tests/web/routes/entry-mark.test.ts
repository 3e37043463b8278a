import { describe, expect, it } from "vitest";
import { entryMark, markedState } from "../../../web/routes/entry-mark";

describe("the mark a history entry carries", () => {
  it("reads back what navigate was given, beside the entry's depth", () => {
    expect(entryMark({ ...markedState("signed-up"), lumenDepth: 3 })).toBe("signed-up");
  });

  it("is none for an entry the browser made or another script wrote", () => {
    for (const state of [null, {}, { lumenDepth: 1 }, { lumenMark: "admin" }, "signed-up", 42])
      expect(entryMark(state)).toBeNull();
  });
});
