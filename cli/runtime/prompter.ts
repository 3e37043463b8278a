/**
 * Asks for missing secrets on a terminal. Passwords are read in raw mode and never echoed (not
 * even as asterisks, which would reveal the length); codes are echoed because they are short-lived
 * and people want to see what they typed. Prompts go to stderr so `--json` stdout stays clean.
 * Without a TTY nothing is asked: scripts must pass values by flag or environment.
 */

export interface Prompter {
  readonly interactive: boolean;
  ask(question: string, options: { readonly hidden: boolean }): Promise<string | null>;
}

export interface TerminalStreams {
  readonly stdin: NodeJS.ReadStream;
  readonly stderr: NodeJS.WriteStream;
}

export function terminalPrompter(streams: TerminalStreams): Prompter {
  const interactive = streams.stdin.isTTY === true && typeof streams.stdin.setRawMode === "function";
  return {
    interactive,
    ask: (question, options) =>
      interactive ? readLine(streams, question, options.hidden) : Promise.resolve(null),
  };
}

const ENTER = new Set(["\r", "\n"]);
const CTRL_C = "\u0003";
const CTRL_D = "\u0004";
const BACKSPACE = new Set(["\u007f", "\b"]);

function readLine(streams: TerminalStreams, question: string, hidden: boolean): Promise<string | null> {
  const { stdin, stderr } = streams;
  stderr.write(question);
  return new Promise((resolve) => {
    let value = "";
    const wasRaw = stdin.isRaw;
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    const finish = (result: string | null) => {
      stdin.off("data", onData);
      stdin.setRawMode(wasRaw);
      stdin.pause();
      stderr.write("\n");
      resolve(result);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ENTER.has(ch)) return finish(value);
        if (ch === CTRL_C || ch === CTRL_D) return finish(null);
        if (BACKSPACE.has(ch)) {
          if (value.length > 0 && !hidden) stderr.write("\b \b");
          value = [...value].slice(0, -1).join("");
          continue;
        }
        if (ch < " ") continue;
        value += ch;
        if (!hidden) stderr.write(ch);
      }
    };
    stdin.on("data", onData);
  });
}
