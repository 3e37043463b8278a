// Proves the shell-zone rule fires: in a fixture tree, a screen importing the shell's inside, React's
// startTransition (named or as React.startTransition) or the signals runtime is reported; a screen
// using web/shell/screen-doors and a shared component scheduling its own updates are not; and the
// project's real ESLint config reports the same in the real web/.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureLinter, REPO_ROOT as ROOT, type FixtureProblems } from "../support/rule-fixture-lint";

const FIXTURES = path.join(ROOT, "tests/fixtures/hygiene/shell-zone");
const RULE_ID = "shell/shell-zone";

let problems: FixtureProblems;

beforeAll(async () => {
  problems = await fixtureLinter({
    ruleFile: "shell-zone.rule.js",
    ruleId: RULE_ID,
    fixtures: FIXTURES,
    files: ["**/*.ts", "**/*.tsx"],
    jsx: true,
  });
});

describe("shell-zone rule on the fixture tree", () => {
  it.each([
    ["bad-internal.ts", "reach the shell only through web/shell/screen-doors.ts"],
    ["bad-transition.tsx", "do not call React's startTransition"],
    ["bad-member.ts", "do not call React's startTransition"],
    ["bad-runtime.ts", "do not use the signals runtime"],
  ])("reports demo/%s", async (file, message) => {
    const found = await problems(`web/screens/demo/${file}`);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`${RULE_ID}: Screens ${message}`);
  });

  it.each(["web/screens/demo/ok-doors.ts", "web/components/staged.ts"])("allows %s", async (file) => {
    expect(await problems(file)).toEqual([]);
  });
});

describe("the project's own lint config", () => {
  let real: ESLint;
  const probe = path.join(ROOT, "web/screens/support/__lint-probe__.ts");
  beforeAll(async () => {
    real = new ESLint({ cwd: ROOT });
    // Loading the config (typescript-eslint, the React Compiler) takes seconds on a busy machine.
    await real.lintText("", { filePath: probe });
  }, 120_000);

  it("reports a screen reading the services context directly (as npm run lint would)", async () => {
    const [result] = await real.lintText(
      'import { useServices } from "../../shell/services/services-context";\nexport const u = useServices;\n',
      { filePath: probe },
    );
    expect(result!.messages.map((m) => m.ruleId)).toContain(RULE_ID);
  });

  it("allows the doors", async () => {
    const [result] = await real.lintText(
      'import { useUseCase } from "../../shell/screen-doors";\nexport const u = useUseCase;\n',
      { filePath: probe },
    );
    expect(result!.messages).toEqual([]);
  });
});
