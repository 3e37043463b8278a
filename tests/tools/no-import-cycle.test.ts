// Proves the import-cycle rule fires, with the project's real ESLint config (what `eslint .` in
// `npm test` runs) on the fixture files, which the main config ignores on purpose.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(ROOT, "tests/fixtures/hygiene/cycles");
const RULE_ID = "cycles/no-import-cycle";

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT, ignore: false });
  // Loading the config (typescript-eslint, the React Compiler) takes seconds on a busy machine.
  await eslint.lintText("", { filePath: path.join(FIXTURES, "warm-up.ts") });
}, 120_000);

async function cycleMessages(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(FIXTURES, file)]);
  return result!.messages.filter((m) => m.ruleId === RULE_ID).map((m) => m.message);
}

describe("no-import-cycle", () => {
  it.each(["a.ts", "b.ts", "c.ts"])("reports %s, which is on the a → b → c → a cycle", async (file) => {
    const found = await cycleMessages(file);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^Import cycle: /);
    expect(found[0]).toContain(`cycles/${file}`);
  });

  it("names every module on the cycle, in import order", async () => {
    const [message] = await cycleMessages("a.ts");
    expect(message).toBe(
      "Import cycle: tests/fixtures/hygiene/cycles/a.ts → tests/fixtures/hygiene/cycles/b.ts → " +
        "tests/fixtures/hygiene/cycles/c.ts → tests/fixtures/hygiene/cycles/a.ts.",
    );
  });

  it.each(["lazy-a.ts", "lazy-b.ts"])(
    "allows %s: import() cannot make a module run before its dependency",
    async (file) => {
      expect(await cycleMessages(file)).toEqual([]);
    },
  );

  it.each(["type-a.ts", "type-b.ts"])(
    "reports %s: a type-only cycle is the same knot for a reader (ADR-0396)",
    async (file) => {
      const found = await cycleMessages(file);
      expect(found).toHaveLength(1);
      expect(found[0]).toContain(`cycles/${file}`);
    },
  );
});
