/**
 * Colour for pass/FAIL on a terminal. NO_COLOR (any non-empty value, no-color.org) turns it off,
 * FORCE_COLOR (anything but "0") turns it on even in a pipe; --json never has any, so a parser
 * never meets an escape code.
 */
export interface Paint {
  readonly pass: (text: string) => string;
  readonly fail: (text: string) => string;
  readonly warn: (text: string) => string;
}

const plain: Paint = { pass: (t) => t, fail: (t) => t, warn: (t) => t };
const ansi = (code: number) => (text: string) => `\u001b[${code}m${text}\u001b[39m`;
const coloured: Paint = { pass: ansi(32), fail: ansi(31), warn: ansi(33) };

export function colourEnabled(env: NodeJS.ProcessEnv, json: boolean, isTerminal: boolean): boolean {
  if (json) return false;
  const force = env["FORCE_COLOR"];
  if (force !== undefined && force !== "0" && force !== "false") return true;
  const no = env["NO_COLOR"];
  if (no !== undefined && no !== "") return false;
  return isTerminal && env["TERM"] !== "dumb";
}

export function colours(env: NodeJS.ProcessEnv, json: boolean, isTerminal: boolean): Paint {
  return colourEnabled(env, json, isTerminal) ? coloured : plain;
}
