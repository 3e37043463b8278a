// Proves the dependency-direction lint works: forbidden imports in a fixture tree are reported,
// allowed ones are not, and the project's real ESLint config (what `npm run lint` runs) reports a
// forbidden import placed in the real core/.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureLinter, REPO_ROOT as ROOT, type FixtureProblems } from "../support/rule-fixture-lint";

const FIXTURES = path.join(ROOT, "tests/fixtures/architecture");
const RULE_ID = "architecture/dependency-direction";

let problems: FixtureProblems;

beforeAll(async () => {
  problems = await fixtureLinter({
    ruleFile: "dependency-direction.rule.js",
    ruleId: RULE_ID,
    fixtures: FIXTURES,
    files: ["**/*.ts"],
  });
});

describe("dependency-direction rule on the fixture tree", () => {
  it.each([
    ["core/bad-react.ts", /core' may import only effect, @preact\/signals-core.*'react'/],
    ["core/bad-node.ts", /'node:fs'/],
    ["core/bad-adapters.ts", /'core' must not import from 'adapters'/],
    ["core/bad-reexport.ts", /'core' must not import from 'adapters'/],
    ["core/bad-dynamic.ts", /'core' must not import from 'web'/],
    ["adapters/bad-web.ts", /'adapters' must not import from 'web'/],
    ["web/bad-cli.ts", /'web' must not import from 'cli'/],
    ["cli/bad-web.ts", /'cli' must not import from 'web'/],
    ["server/bad-web.ts", /'server' must not import from 'web'/],
    ["server/bad-adapter.ts", /'server' must not import from 'adapters'/],
  ])("reports %s", async (file, message) => {
    const found = await problems(file);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(RULE_ID);
    expect(found[0]).toMatch(message);
  });

  it.each([
    "core/ok-core.ts",
    "core/result.ts",
    "adapters/ok-adapter.ts",
    "web/ok-web.ts",
    "cli/ok-cli.ts",
    "server/ok-server.ts",
  ])("allows %s", async (file) => {
    expect(await problems(file)).toEqual([]);
  });
});

describe("the project's own lint config", () => {
  it("reports react imported into core/ (as npm run lint would)", async () => {
    const real = new ESLint({ cwd: ROOT });
    const [result] = await real.lintText('import { useState } from "react";\nexport const h = useState;\n', {
      filePath: path.join(ROOT, "core/__lint-probe__.ts"),
    });
    expect(result!.messages.map((m) => m.ruleId)).toContain(RULE_ID);
  });

  it("reports web imported into cli/", async () => {
    const real = new ESLint({ cwd: ROOT });
    const [result] = await real.lintText('import { x } from "../web/main";\nexport const y = x;\n', {
      filePath: path.join(ROOT, "cli/__lint-probe__.ts"),
    });
    expect(result!.messages.map((m) => m.ruleId)).toContain(RULE_ID);
  });
});
