// Proves the typed-links rule fires: in a fixture web/ tree, a route's path spelled as a string
// where a location goes (navigate, setLocation, href, a `to`) or any `#/…` string is reported;
// links built by route name, API paths, assets and the manifest itself are not. And the project's
// real ESLint config (what `eslint .` runs) reports the same in the real web/.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureLinter, REPO_ROOT as ROOT, type FixtureProblems } from "../support/rule-fixture-lint";

const FIXTURES = path.join(ROOT, "tests/fixtures/hygiene/typed-links");
const RULE_ID = "links/typed-links";

let problems: FixtureProblems;

beforeAll(async () => {
  problems = await fixtureLinter({
    ruleFile: "typed-links.rule.js",
    ruleId: RULE_ID,
    fixtures: FIXTURES,
    files: ["**/*.ts", "**/*.tsx"],
    jsx: true,
  });
});

describe("typed-links rule on the fixture tree", () => {
  it.each([
    ["bad-navigate.ts", "/login"],
    ["bad-href.tsx", "#/home"],
    ["bad-template.tsx", "#/invite/"],
    ["bad-set-location.ts", "/invite/"],
    ["bad-menu.ts", "#/download"],
    ["bad-back.ts", "/home"],
  ])("reports demo/%s", async (file, text) => {
    const found = await problems(`web/screens/demo/${file}`);
    expect(found).toEqual([
      `${RULE_ID}: Route path '${text}' spelled as a string: build it with hrefTo or pathTo (web/routes/href-to.ts) from the route's name.`,
    ]);
  });

  it.each(["web/screens/demo/ok-typed.tsx", "web/routes/route-manifest.ts"])("allows %s", async (file) => {
    expect(await problems(file)).toEqual([]);
  });
});

describe("the project's own lint config", () => {
  const probe = path.join(ROOT, "web/screens/support/__lint-probe__.tsx");
  let real: ESLint;
  beforeAll(async () => {
    real = new ESLint({ cwd: ROOT });
    // Loading the config (typescript-eslint, the React Compiler) takes seconds on a busy machine.
    await real.lintText("", { filePath: probe });
  }, 120_000);

  it("reports a string-literal navigation in web/ (as npm run lint would)", async () => {
    const [result] = await real.lintText(
      'import { navigate } from "../../routes/hash-location";\nexport const go = () => navigate("/login");\n',
      { filePath: probe },
    );
    expect(result!.messages.map((m) => m.ruleId)).toContain(RULE_ID);
  });

  it("allows a link built by route name", async () => {
    const [result] = await real.lintText(
      'import { hrefTo } from "../../routes/href-to";\nexport const Home = () => <a href={hrefTo("home")}>home</a>;\n',
      { filePath: probe },
    );
    expect(result!.messages).toEqual([]);
  });
});
