/**
 * `lumen completion bash|zsh|fish`: a completion script generated from the same grammar as --help
 * (program.ts), so a new command or option completes without anyone editing the script.
 * Install: `source <(lumen completion bash)` (docs/cli.md).
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import type { Command } from "commander";
import { decodeArg } from "../args/decode-arg";
import { helpTranslator } from "../i18n/help-translator";
import { success, type Outcome } from "../output/outcome";
import { buildProgram } from "../program";
import type { CommandContext } from "../runtime/command-context";
import { usage } from "./shared/outcomes";

const Shell = Schema.Literals(["bash", "zsh", "fish"]);

interface Node {
  /** "login", "creator apply" */
  readonly path: string;
  readonly options: readonly string[];
  readonly takesValue: readonly string[];
  readonly children: readonly string[];
}

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const shell = decodeArg(Shell, options["shell"]);
  if (Option.isNone(shell))
    return usage(ctx, {
      key: "usage.invalidChoice",
      params: { name: "shell", choices: Shell.literals.join(", ") },
    });
  const program = buildProgram({
    t: await helpTranslator(ctx.globals.lang),
    version: "",
    writeOut: () => undefined,
    dispatch: async () => undefined,
  });
  const nodes = walk(program, "");
  const script = shell.value === "fish" ? fish(nodes) : bash(nodes, shell.value === "zsh");
  // The script itself is the output, in --json too (as `data.script`), never mixed with other text.
  return success({ shell: shell.value, script }, [script]);
}

function walk(cmd: Command, prefix: string): Node[] {
  const path = prefix === "" ? "" : prefix;
  const options = cmd.options.flatMap((o) => [o.long, o.short].filter((x): x is string => x !== undefined));
  const takesValue = cmd.options
    .filter((o) => o.required || o.optional)
    .flatMap((o) => [o.long, o.short].filter((x): x is string => x !== undefined));
  const subs = cmd.commands.filter((c) => c.name() !== "help");
  const here: Node = {
    path,
    options: [...options, "--help"],
    takesValue,
    children: subs.map((c) => c.name()),
  };
  return [here, ...subs.flatMap((c) => walk(c, prefix === "" ? c.name() : `${prefix} ${c.name()}`))];
}

const words = (xs: readonly string[]) => xs.join(" ");

function bash(nodes: readonly Node[], zsh: boolean): string {
  const root = nodes.find((n) => n.path === "");
  const valueOptions = [...new Set(nodes.flatMap((n) => n.takesValue))];
  const cases = nodes
    .filter((n) => n.path !== "")
    .map(
      (n) => `    "${n.path}") opts="${words([...n.children, ...n.options, ...(root?.options ?? [])])}" ;;`,
    );
  return [
    "# lumen completion (bash); load with: source <(lumen completion bash)",
    ...(zsh ? ["autoload -U +X bashcompinit && bashcompinit"] : []),
    "_lumen_complete() {",
    '  local cur="${COMP_WORDS[COMP_CWORD]}" path="" skip="" i w opts',
    "  for ((i = 1; i < COMP_CWORD; i++)); do",
    '    w="${COMP_WORDS[i]}"',
    '    if [[ -n "$skip" ]]; then skip=""; continue; fi',
    `    case " ${words(valueOptions)} " in *" $w "*) skip=1; continue ;; esac`,
    '    [[ "$w" == -* ]] && continue',
    '    path="${path:+$path }$w"',
    "  done",
    '  case "$path" in',
    `    "") opts="${words([...(root?.children ?? []), ...(root?.options ?? []), "help"])}" ;;`,
    ...cases,
    '    *) opts="" ;;',
    "  esac",
    '  COMPREPLY=($(compgen -W "$opts" -- "$cur"))',
    "}",
    "complete -F _lumen_complete lumen",
  ].join("\n");
}

function fish(nodes: readonly Node[]): string {
  const root = nodes.find((n) => n.path === "");
  const lines = [
    "# lumen completion (fish); load with: lumen completion fish | source",
    "complete -c lumen -f",
  ];
  lines.push(`complete -c lumen -n "__fish_use_subcommand" -a "${words(root?.children ?? [])}"`);
  for (const o of root?.options ?? [])
    if (o.startsWith("--")) lines.push(`complete -c lumen -l ${o.slice(2)}`);
  for (const n of nodes.filter((x) => x.path !== "")) {
    const last = n.path.split(" ").at(-1) ?? n.path;
    if (n.children.length > 0)
      lines.push(`complete -c lumen -n "__fish_seen_subcommand_from ${last}" -a "${words(n.children)}"`);
    for (const o of n.options)
      if (o.startsWith("--"))
        lines.push(`complete -c lumen -n "__fish_seen_subcommand_from ${last}" -l ${o.slice(2)}`);
  }
  return lines.join("\n");
}
