// Every decision record (ADR-NNNN) and product rule id (AUTH-LOGIN-3) cited in code or tests
// exists, and nothing cites an issue number of a tracker that is not in the repository (ADR-0181).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  citedAdrIds,
  citedIssues,
  citedRuleIds,
  definedRuleIds,
  existingAdrIds,
  readSource,
  sourceFiles,
  type Citation,
} from "../support/cited-ids";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CODE_AND_TESTS = ["core", "adapters", "web", "cli", "server", "scripts", "tools", "tests"];
const ROOT_FILES = ["vite.config.ts", "vitest.config.ts", "vitest.e2e.config.ts", "eslint.config.js"];
const FIXTURES = "tests/fixtures/cited-ids";
/** The record and citation tooling's own tests spell out made-up ids and issue references on purpose. */
const TOOLING = new Set([
  "tests/docs/adr-records.test.ts",
  "tests/docs/cited-ids.test.ts",
  "tests/support/cited-ids.ts",
]);

const where = (c: Citation) => `${c.file}:${c.line} ${c.text}`;

describe("ids cited in code and tests", () => {
  const adrIds = existingAdrIds(path.join(ROOT, "docs/adr"));
  const ruleIds = definedRuleIds(readFileSync(path.join(ROOT, "docs/product.md"), "utf8"));
  const files = [...sourceFiles(ROOT, CODE_AND_TESTS), ...ROOT_FILES];
  const sources = files.map((file) => ({ file, text: readSource(ROOT, file) }));
  const withRealIds = sources.filter(({ file }) => !TOOLING.has(file));

  it("reads the code, the tests and the rule ids docs/product.md defines, each id once", () => {
    expect(files).toContain("core/auth/login.use-case.ts");
    expect(files).toContain("tests/docs/cited-ids.test.ts");
    expect(files.filter((f) => f.startsWith(FIXTURES))).toEqual([]);
    expect(ruleIds).toContain("AUTH-LOGIN-1");
    expect(ruleIds.filter((id, i) => ruleIds.indexOf(id) !== i)).toEqual([]);
  });

  it("cite only decision records that exist in docs/adr/", () => {
    const unknown = withRealIds
      .flatMap(({ file, text }) => citedAdrIds(text, file))
      .filter((c) => !adrIds.has(c.text));
    expect(unknown.map(where)).toEqual([]);
  });

  it("cite only rule ids docs/product.md defines", () => {
    const known = new Set(ruleIds);
    const unknown = withRealIds
      .flatMap(({ file, text }) => citedRuleIds(text, file))
      .filter((c) => !known.has(c.text));
    expect(unknown.map(where)).toEqual([]);
  });

  it("cite no issue number", () => {
    expect(withRealIds.flatMap(({ file, text }) => citedIssues(text, file)).map(where)).toEqual([]);
  });
});

describe("the citation finder, on fixtures", () => {
  const bad = readSource(ROOT, `${FIXTURES}/bad-citations.ts`);
  const good = readSource(ROOT, `${FIXTURES}/good-citations.ts`);

  it("finds record and rule ids with their lines", () => {
    expect(citedAdrIds(bad).map((c) => [c.line, c.text])).toEqual([[2, "ADR-9999"]]);
    expect(citedRuleIds(bad).map((c) => [c.line, c.text])).toEqual([[2, "AUTH-LOGIN-99"]]);
    expect(citedRuleIds(good).map((c) => c.text)).toEqual(["FLOW-SESSION-2"]);
    expect(citedAdrIds(good).map((c) => c.text)).toEqual(["ADR-0008"]);
  });

  it("finds every way of citing an issue number", () => {
    expect(citedIssues(bad).map((c) => [c.line, c.text])).toEqual([
      [4, "issue 15"],
      [5, "Issue 12"],
      [6, "issues 12"],
      [6, "issue #2"],
      [6, "see #42"],
    ]);
  });

  it("leaves 'issue' as a verb, colours, anchors and unnumbered issues alone", () => {
    expect(citedIssues(good)).toEqual([]);
  });
});
