// Proves the screen-boundary rule fires: in a fixture web/screens/ tree, a screen folder importing
// from another screen folder is reported, imports from its own folder or web/components are not;
// and the project's real ESLint config (what `eslint .` runs) reports the same in the real web/.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureLinter, REPO_ROOT as ROOT, type FixtureProblems } from "../support/rule-fixture-lint";

const FIXTURES = path.join(ROOT, "tests/fixtures/hygiene/screens");
const RULE_ID = "screens/screen-boundary";

let problems: FixtureProblems;

beforeAll(async () => {
  problems = await fixtureLinter({
    ruleFile: "screen-boundary.rule.js",
    ruleId: RULE_ID,
    fixtures: FIXTURES,
    files: ["**/*.ts", "**/*.tsx"],
    jsx: true,
  });
});

describe("screen-boundary rule on the fixture tree", () => {
  it.each(["bad-import.tsx", "bad-css.ts", "bad-dynamic.ts"])("reports support/%s", async (file) => {
    const found = await problems(`web/screens/support/${file}`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(`${RULE_ID}: Screen 'support' must not import from screen 'legal'`);
  });

  it.each(["web/screens/support/ok-shared.tsx", "web/screens/legal/rich-text.tsx", "web/components/toc.tsx"])(
    "allows %s",
    async (file) => {
      expect(await problems(file)).toEqual([]);
    },
  );
});

describe("the project's own lint config", () => {
  let real: ESLint;
  beforeAll(async () => {
    real = new ESLint({ cwd: ROOT });
    // Loading the config (typescript-eslint, the React Compiler) takes seconds on a busy machine.
    await real.lintText("", { filePath: path.join(ROOT, "web/screens/support/__lint-probe__.ts") });
  }, 120_000);

  it("reports a screen importing another screen's file (as npm run lint would)", async () => {
    const [result] = await real.lintText(
      'import { legalOutline } from "../legal/legal-document";\nexport const o = legalOutline;\n',
      { filePath: path.join(ROOT, "web/screens/support/__lint-probe__.ts") },
    );
    expect(result!.messages.map((m) => m.ruleId)).toContain(RULE_ID);
  });

  it("allows the shared document parts from web/components", async () => {
    const [result] = await real.lintText(
      'import { legalPath } from "../../components/document/legal-path";\nexport const p = legalPath;\n',
      { filePath: path.join(ROOT, "web/screens/support/__lint-probe__.ts") },
    );
    expect(result!.messages).toEqual([]);
  });
});
