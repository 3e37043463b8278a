// Proves the shell-zone rule fires: in a fixture tree, a screen importing the shell's inside, the
// app's door, React's startTransition (named or as React.startTransition) or the signals runtime is
// reported; so is a layout file importing the shell's inside or its boot, and a component using the
// signals runtime. A screen using web/shell/screen-doors, a layout file using both doors (and
// scheduling its own updates), a shared component doing so, and the page's entry importing the boot
// are not; and the project's real ESLint config reports the same in the real web/.
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
  const internal = "Outside web/shell, code reaches the shell only through";
  it.each([
    ["web/screens/demo/bad-internal.ts", `${internal} web/shell/screen-doors.ts;`],
    ["web/screens/demo/bad-app-doors.ts", `${internal} web/shell/screen-doors.ts;`],
    ["web/screens/demo/bad-transition.tsx", "Screens do not call React's startTransition"],
    ["web/screens/demo/bad-member.ts", "Screens do not call React's startTransition"],
    ["web/screens/demo/bad-runtime.ts", "web/ does not use the signals runtime"],
    ["web/layout/bad-internal.tsx", `${internal} web/shell/screen-doors.ts or web/shell/app-doors.ts;`],
    ["web/layout/bad-boot.ts", `${internal} web/shell/screen-doors.ts or web/shell/app-doors.ts;`],
    ["web/components/bad-runtime.ts", "web/ does not use the signals runtime"],
  ])("reports %s", async (file, message) => {
    const found = await problems(file);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`${RULE_ID}: ${message}`);
  });

  it.each([
    "web/screens/demo/ok-doors.ts",
    "web/components/staged.ts",
    "web/layout/ok-doors.tsx",
    "web/main.ts",
  ])("allows %s", async (file) => {
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

  it("reports a layout file reading the services context directly", async () => {
    const [result] = await real.lintText(
      'import { useServices } from "../shell/services/services-context";\nexport const u = useServices;\n',
      { filePath: path.join(ROOT, "web/layout/__lint-probe__.ts") },
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
