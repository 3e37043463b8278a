import { describe, expect, it } from "vitest";
import { parseEmbeddedText } from "../../../web/i18n/embedded-text";

describe("text embedded in the prerendered HTML", () => {
  it("is namespace → bundle, or nothing at all", () => {
    expect(parseEmbeddedText('{"common":{"a":"b"},"auth":{"x":{"y":"z"}}}')).toEqual({
      common: { a: "b" },
      auth: { x: { y: "z" } },
    });
    for (const bad of [null, "", "not json", "[]", '{"common":"text"}', '{"common":[1]}', "{}"])
      expect(parseEmbeddedText(bad)).toBeNull();
  });
});
