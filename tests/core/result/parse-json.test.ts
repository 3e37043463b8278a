import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseJson } from "../../../core/result/parse-json";

describe("parseJson", () => {
  it("gives back any JSON value it is handed as text", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(parseJson(text)).toEqual({ ok: true, value: JSON.parse(text) });
      }),
      { numRuns: 100 },
    );
  });

  it("reports text that is not JSON as a value, without throwing", () => {
    for (const text of ["", "{", "<!doctype html>", "undefined", "{'a':1}", "[1,]"])
      expect(parseJson(text)).toEqual({ ok: false, error: "not-json" });
  });
});
