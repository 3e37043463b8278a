// Proves the formatter check fires: Prettier, with the project's own configuration (what
// `prettier --check .` in `npm test` uses), rejects a badly formatted fixture and accepts the same
// code in its style. The fixture folder is in .prettierignore, so the check is run on it here.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(ROOT, "tests/fixtures/hygiene/format");

async function isFormatted(file: string): Promise<boolean> {
  const config = await prettier.resolveConfig(file);
  expect(config, "the project's .prettierrc.json is found").not.toBeNull();
  return prettier.check(readFileSync(file, "utf8"), { ...config, filepath: file });
}

describe("the formatter check", () => {
  it("rejects a file not in Prettier's style", async () => {
    expect(await isFormatted(path.join(FIXTURES, "unformatted.ts"))).toBe(false);
  });

  it("accepts the same code once formatted", async () => {
    expect(await isFormatted(path.join(FIXTURES, "formatted.ts"))).toBe(true);
  });

  it("is part of the test command", () => {
    const script = readFileSync(path.join(ROOT, "scripts/test-all.mjs"), "utf8");
    expect(script).toMatch(/check\("format", bin\("prettier"\), \["--check", "\."/);
  });
});
