// One way for the tests of the project's own ESLint rules to lint a fixture tree with just the rule
// under test, pointed at that tree as its root (the main config ignores the fixtures on purpose).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");

export interface RuleUnderTest {
  /** The rule's file under tools/eslint, e.g. "dependency-direction.rule.js". */
  readonly ruleFile: string;
  /** "plugin/rule", as the messages name it. */
  readonly ruleId: string;
  /** The fixture tree, given to the rule as its `root` option. */
  readonly fixtures: string;
  readonly files: readonly string[];
  readonly jsx?: boolean;
}

/** Lints one fixture file (relative to the tree) and returns "ruleId: message" for each problem. */
export type FixtureProblems = (rel: string) => Promise<string[]>;

export async function fixtureLinter(rule: RuleUnderTest): Promise<FixtureProblems> {
  // Loaded by URL: the rule is plain JS without type declarations.
  const plugin: unknown = (
    await import(pathToFileURL(path.join(REPO_ROOT, "tools/eslint", rule.ruleFile)).href)
  ).default;
  const [pluginName] = rule.ruleId.split("/");
  const eslint = new ESLint({
    cwd: REPO_ROOT,
    ignore: false,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: [...rule.files],
        languageOptions: {
          parser: tseslint.parser,
          ...(rule.jsx ? { parserOptions: { ecmaFeatures: { jsx: true } } } : {}),
        },
        plugins: { [pluginName!]: plugin as ESLint.Plugin },
        rules: { [rule.ruleId]: ["error", { root: rule.fixtures }] },
      },
    ],
  });
  return async (rel) => {
    const [result] = await eslint.lintFiles([path.join(rule.fixtures, rel)]);
    return result!.messages.map((m) => `${m.ruleId ?? "parse"}: ${m.message}`);
  };
}
