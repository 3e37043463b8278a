// Proves the file-naming rule fires: in a fixture tree, a name that is not kebab-case, a file doing
// a job without its suffix, a suffix outside its job's folder and a port not declaring the
// interface it is named after are reported, and well-named files are not; and the project's real
// ESLint config (what `eslint .` runs) applies it to the real tree, where every file passes.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureLinter, REPO_ROOT as ROOT, type FixtureProblems } from "../support/rule-fixture-lint";

const FIXTURES = path.join(ROOT, "tests/fixtures/hygiene/naming");
const RULE_ID = "naming/file-naming";

let problems: FixtureProblems;

beforeAll(async () => {
  problems = await fixtureLinter({
    ruleFile: "file-naming.rule.js",
    ruleId: RULE_ID,
    fixtures: FIXTURES,
    files: ["**/*.ts", "**/*.tsx"],
    jsx: true,
  });
});

describe("file-naming rule on the fixture tree", () => {
  it.each([
    [
      "web/components/BadName.tsx",
      "'BadName' in web/components/BadName.tsx is not kebab-case (lower-case words joined by '-')",
    ],
    [
      "web/components/Odd_Folder/thing.ts",
      "'Odd_Folder' in web/components/Odd_Folder/thing.ts is not kebab-case (lower-case words joined by '-')",
    ],
    ["cli/commands/runner.ts", "cli/commands/runner.ts exports `run`: name it '*.command.ts'"],
    [
      "web/screens/demo/demo-view.tsx",
      "web/screens/demo/demo-view.tsx has a default export: name it '*.screen.tsx'",
    ],
    [
      "core/demo/make-thing.ts",
      "core/demo/make-thing.ts exports a class with an `execute` method: name it '*.use-case.ts'",
    ],
    [
      "tests/demo/helper.ts",
      "tests/demo/helper.ts calls describe, it or test at its top level: name it '*.test.ts'",
    ],
    [
      "cli/commands/ok/nested.command.ts",
      "A '*.command' file belongs in cli/commands/ (not a subfolder), not at cli/commands/ok/nested.command.ts",
    ],
    ["web/helpers/thing.port.ts", "A '*.port' file belongs in core/, not at web/helpers/thing.port.ts"],
    [
      "core/ports/gadget.port.ts",
      "core/ports/gadget.port.ts must export the interface it is named after, 'Gadget'",
    ],
  ])("reports %s", async (file, message) => {
    expect(await problems(file)).toEqual([`${RULE_ID}: ${message}.`]);
  });

  it.each([
    "cli/commands/ok.command.ts",
    "cli/commands/ok/helper.ts",
    "web/screens/demo/demo.screen.tsx",
    "core/demo/make-other-thing.use-case.ts",
    "core/ports/thing.port.ts",
  ])("allows %s", async (file) => {
    expect(await problems(file)).toEqual([]);
  });
});

describe("the project's own lint config", () => {
  let real: ESLint;
  beforeAll(async () => {
    real = new ESLint({ cwd: ROOT });
  }, 120_000);

  it("applies the rule to every source folder", async () => {
    for (const file of ["core/auth/login.use-case.ts", "cli/commands/login.command.ts", "web/main.tsx"]) {
      const config: unknown = await real.calculateConfigForFile(path.join(ROOT, file));
      expect(JSON.stringify(config), file).toContain(`"${RULE_ID}":[2]`);
    }
  });

  it("finds nothing in real files named by role, tests named after what they test included", async () => {
    const results = await real.lintFiles(
      [
        "core/auth/account-id-generator.use-case.ts",
        "core/validation/email.rule.ts",
        "tests/core/auth/login.use-case.test.ts",
        "tools/eslint/file-naming.rule.js",
        "web/screens/auth/auth.screen.tsx",
      ].map((file) => path.join(ROOT, file)),
    );
    expect(results.flatMap((r) => r.messages.filter((m) => m.ruleId === RULE_ID))).toEqual([]);
  }, 120_000);
});
