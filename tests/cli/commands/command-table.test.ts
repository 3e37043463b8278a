/**
 * One entry per command (cli/commands/command-table.ts): a command's name lives in the table and
 * in its own file, nowhere else in cli/, and `npm run new:command` keeps it that way.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { COMMANDS } from "../../../cli/commands/command-table";
import { helpTranslator } from "../../../cli/i18n/help-translator";
import { UNTRANSLATED_MARK } from "../../../scripts/lib/locale-sync.mjs";
import { newCommand } from "../../../scripts/lib/new-command.mjs";
import { ROOT } from "../../../scripts/lib/paths.mjs";

const TABLE = "cli/commands/command-table.ts";

function filesUnder(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file).split(path.sep).join("/"));
}

/** The command's own file and its helper folder: `creator apply` → creator-apply.command.ts, creator/. */
function ownFiles(name: string): (file: string) => boolean {
  const base = name.replace(" ", "-");
  const first = name.split(" ")[0];
  return (file) => file === `cli/commands/${base}.command.ts` || file.startsWith(`cli/commands/${first}/`);
}

const quoted = (name: string) => new RegExp(`["'\`]${name}["'\`]`);

describe("the command table", () => {
  const tmp = mkdtempSync(path.join(tmpdir(), "lumen-new-command-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it("gives a new command's name to exactly one CLI file besides its own, and its summary to all seven locales", () => {
    for (const dir of ["cli", "locales"])
      cpSync(path.join(ROOT, dir), path.join(tmp, dir), { recursive: true });
    const { untranslated } = newCommand(tmp, "table-probe", "check the command table");
    const naming = filesUnder(tmp, "cli").filter((file) =>
      readFileSync(path.join(tmp, file), "utf8").includes("table-probe"),
    );
    expect(naming.sort()).toEqual([TABLE, "cli/commands/table-probe.command.ts"]);
    expect(untranslated).toEqual(
      ["zh-CN", "en-AU", "zh-TW", "ja", "ko", "ru"].map(
        (locale) => `${locale}/cli.json commands.table-probe.description`,
      ),
    );
    const ja = JSON.parse(readFileSync(path.join(tmp, "locales/ja/cli.json"), "utf8"));
    expect(ja.commands["table-probe"].description).toBe(`${UNTRANSLATED_MARK}check the command table`);
  });

  it("is the only file that loads a command's module to run it", () => {
    // A whole module (`import * as`, `import()`) or its `run`; a schema a command file exports is
    // vocabulary, not a command.
    const loads =
      /import\s*\*\s*as\s+\w+\s+from\s+"[^"]*\.command"|import\("[^"]*\.command"\)|import\s*\{[^}]*\brun\b[^}]*\}\s*from\s+"[^"]*\.command"/;
    const loading = filesUnder(ROOT, "cli").filter(
      (file) => file !== TABLE && loads.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(loading).toEqual([]);
    const table = readFileSync(path.join(ROOT, TABLE), "utf8");
    for (const { name } of COMMANDS) expect(table).toContain(`import("./${name.replace(" ", "-")}.command")`);
  });

  it("is the only CLI file that lists commands (the flow steps name the six a QA flow runs)", () => {
    const listing = filesUnder(ROOT, "cli")
      .filter((file) => file !== TABLE)
      .map((file) => {
        const text = readFileSync(path.join(ROOT, file), "utf8");
        const named = COMMANDS.filter(({ name }) => !ownFiles(name)(file) && quoted(name).test(text));
        return { file, named: named.length };
      })
      .filter(({ named }) => named >= COMMANDS.length / 3);
    expect(listing).toEqual([]);
  });

  it("has a summary in the en-US catalogue for every command", async () => {
    const t = await helpTranslator("en-US");
    expect(COMMANDS.filter(({ summary }) => t(summary) === summary).map(({ name }) => name)).toEqual([]);
  });
});
