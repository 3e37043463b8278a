// Proves the server-host-boundary rule fires: in a fixture server/ tree, a host file importing the
// simulator or the composition (statically, by re-export or lazily) is reported, host → host,
// simulator → host and the composition are not; and the project's real ESLint config (what
// `eslint .` runs) reports the same in the real server/host/.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureLinter, REPO_ROOT as ROOT, type FixtureProblems } from "../support/rule-fixture-lint";

const FIXTURES = path.join(ROOT, "tests/fixtures/server-halves");
const RULE_ID = "server/server-host-boundary";

let problems: FixtureProblems;

beforeAll(async () => {
  problems = await fixtureLinter({
    ruleFile: "server-host-boundary.rule.js",
    ruleId: RULE_ID,
    fixtures: FIXTURES,
    files: ["**/*.ts"],
  });
});

describe("server-host-boundary rule on the fixture tree", () => {
  it.each([
    ["server/host/bad-simulator.ts", "simulator", "../simulator/seed"],
    ["server/host/bad-reexport.ts", "simulator", "../simulator/seed"],
    ["server/host/bad-dynamic.ts", "simulator", "../simulator/seed"],
    ["server/host/bad-composition.ts", "composition", "../start-server"],
  ])("reports %s", async (file, part, spec) => {
    const found = await problems(file);
    expect(found).toHaveLength(1);
    expect(found[0]).toBe(
      `${RULE_ID}: server/host must not import from the server's ${part} (${spec}): the host ships without the simulator; hand it what it needs through server/host/local-api.ts.`,
    );
  });

  it.each([
    "server/host/ok-host.ts",
    "server/host/static-files.ts",
    "server/simulator/ok-simulator.ts",
    "server/start-server.ts",
  ])("allows %s", async (file) => {
    expect(await problems(file)).toEqual([]);
  });
});

describe("the project's own lint config", () => {
  const probe = path.join(ROOT, "server/host/__lint-probe__.ts");
  let real: ESLint;
  beforeAll(async () => {
    real = new ESLint({ cwd: ROOT });
    // Loading the config (typescript-eslint, the React Compiler) takes seconds on a busy machine.
    await real.lintText("", { filePath: probe });
  }, 120_000);

  it("reports a host file importing the simulator (as npm run lint would)", async () => {
    const [result] = await real.lintText(
      'import { CODES } from "../simulator/domain/response-codes";\nexport const c = CODES;\n',
      { filePath: probe },
    );
    expect(result!.messages.map((m) => m.ruleId)).toContain(RULE_ID);
  });

  it("allows a host file importing the host", async () => {
    const [result] = await real.lintText(
      'import { HOST_CODES } from "./host-codes";\nexport const c = HOST_CODES;\n',
      { filePath: probe },
    );
    expect(result!.messages).toEqual([]);
  });
});
