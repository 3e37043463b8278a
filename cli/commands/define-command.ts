/**
 * The shape of one entry in the command table (command-table.ts): everything the CLI knows about a
 * command besides its code, so the grammar, the runner, the help examples and completion all read
 * the same entry and a new command is one entry plus its own file.
 */
import type { CommandModule } from "../runtime/command-context";

/** `["--email <email>", "options.email"]`: commander's flags and the `cli` key of its help line. */
export type OptionSpec = readonly [flags: string, description: string];

export interface CommandSpec<Name extends string = string> {
  /** As typed after `lumen`; two words make the first a group (`creator apply`). */
  readonly name: Name;
  /** The `cli` catalogue key of the one-line description --help shows. */
  readonly summary: string;
  readonly options?: readonly OptionSpec[];
  /** A positional argument, passed to the command under this name (`lumen flow <flow>`). */
  readonly argument?: string;
  /**
   * Shown under "Examples:" in its --help: command lines are the same in every language, so they
   * live here rather than in locales/. Each runs as written against the local server
   * (tests/cli/help/help-examples.test.ts), with LUMEN_BASE_URL and LUMEN_STATE_DIR set as a
   * shell profile would set them.
   */
  readonly examples: readonly [string, ...string[]];
  /**
   * A dynamic import: the command's code (and Schema, ofetch, ws …) is evaluated only when it runs,
   * never for --help. scripts/build-cli.mjs leaves these out of the start-up file.
   */
  readonly load: () => Promise<CommandModule>;
}

/** Keeps the literal name, so the table's names become the `CommandName` type. */
export function defineCommand<const Name extends string>(spec: CommandSpec<Name>): CommandSpec<Name> {
  return spec;
}
