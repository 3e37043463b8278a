/**
 * Text from the server reaches a terminal through the CLI: an escape sequence in a message or a
 * nickname could move the cursor, retitle the window, rewrite what was printed or hide part of a
 * suggested command. Everything printed for people goes through `printable`.
 */

// C0 controls except tab and newline, DEL, C1 controls, and the bidirectional overrides and
// isolates that reorder what is shown (U+202A–U+202E, U+2066–U+2069).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The text with every control character but tab and newline removed. */
export function printable(text: string): string {
  return text.replace(CONTROL, "");
}

/** Line breaks of every kind a terminal or a pager may honour. */
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;

/**
 * Text the server chose (a message, a name, a URL), made one line: controls removed and each line
 * break shown as a literal "\n", so a hostile server cannot print a line that looks like the CLI's
 * own ("Logged in.") under its text (ADR-0474).
 */
export function serverText(text: string): string {
  return printable(text.replace(LINE_BREAK, "\\n"));
}

/** Characters a POSIX shell reads literally without quotes. */
const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;

/** One argument as a POSIX shell reads it back unchanged: bare when safe, else single-quoted. */
export function shellQuote(arg: string): string {
  const clean = printable(arg);
  if (PLAIN.test(clean)) return clean;
  return `'${clean.replace(/'/g, `'\\''`)}'`;
}

/** A command line to copy and paste: every value quoted as needed. */
export function shellCommand(args: readonly string[]): string {
  return args.map(shellQuote).join(" ");
}
