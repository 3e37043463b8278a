// Proves the React hooks rules fire, through the project's real ESLint config (what `eslint .` in
// `npm test` runs): the fixtures are linted as if they sat in web/, where the rules apply.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(ROOT, "tests/fixtures/hygiene/react-hooks");

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // Loading the config (typescript-eslint, the React Compiler) takes seconds on a busy machine.
  await eslint.lintText("", { filePath: path.join(ROOT, "web/__lint-probe__/warm-up.ts") });
}, 120_000);

async function rulesReported(fixture: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(readFileSync(path.join(FIXTURES, fixture), "utf8"), {
    filePath: path.join(ROOT, "web/__lint-probe__", fixture),
  });
  return result!.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
}

describe("the react-hooks rules in the project's lint config", () => {
  it("report a hook called under a condition", async () => {
    expect(await rulesReported("conditional-hook.tsx")).toContain("react-hooks/rules-of-hooks");
  });

  it("report a missing effect dependency as an error, not a warning", async () => {
    expect(await rulesReported("stale-deps.tsx")).toContain("react-hooks/exhaustive-deps");
  });

  it("accept hooks that follow the rules", async () => {
    expect(await rulesReported("ok-hooks.tsx")).toEqual([]);
  });
});
