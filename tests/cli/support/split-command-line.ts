/**
 * Splits a documented command line into argv the way a POSIX shell would for the lines the docs
 * use: words separated by spaces, "double" and 'single' quotes grouping. Anything richer (pipes,
 * variables, globs) is refused, so a doc example that needs a real shell says so by failing.
 */
export function splitCommandLine(line: string): string[] {
  if (/[|&;<>$`*?]/.test(line.replace(/"[^"]*"|'[^']*'/g, "")))
    throw new Error(`needs a shell, not an argv: ${line}`);
  const words: string[] = [];
  const pattern = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (const match of line.matchAll(pattern)) words.push(match[1] ?? match[2] ?? match[3] ?? "");
  return words;
}
