// The function-length check `npm run lint` runs (scripts/function-lengths.mjs): it measures every
// kind of function by the lines it spans, and neither cli/ nor web/ has one over its folder's limit.
import { describe, expect, it } from "vitest";
import { FUNCTION_LINE_LIMITS, functionsIn, functionsUnder } from "../../scripts/lib/function-lengths.mjs";
import { ROOT } from "../../scripts/lib/paths.mjs";

const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join("\n");

describe("function lengths", () => {
  it("measures declarations, arrows, methods and components from their first line to their last", () => {
    const text = [
      `export function long(): void {\n${body(99)}\n}`,
      `const arrow = () => {\n${body(3)}\n};`,
      `class C {\n  method(): void {\n${body(2)}\n  }\n}`,
      `export default function Screen() {\n  return <div>{[1].map((x) => x)}</div>;\n}`,
    ].join("\n");
    const found = functionsIn("fixture.tsx", text).map(({ name, lines, line }) => ({ name, lines, line }));
    expect(found).toEqual([
      { name: "long", lines: 101, line: 1 },
      { name: "arrow", lines: 5, line: 102 },
      { name: "method", lines: 4, line: 108 },
      { name: "Screen", lines: 3, line: 113 },
      { name: "(anonymous)", lines: 1, line: 114 },
    ]);
    expect(found[0]!.lines).toBeGreaterThan(FUNCTION_LINE_LIMITS["cli"]!);
  });

  it.each(["cli", "web"])("finds no function in %s/ over its limit", (dir) => {
    const limit = FUNCTION_LINE_LIMITS[dir]!;
    const over = functionsUnder(ROOT, dir).filter((fn) => fn.lines > limit);
    expect(over).toEqual([]);
  });
});
