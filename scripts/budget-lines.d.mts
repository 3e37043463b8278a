// Types for budget-lines.mjs.
export const STARTUP_LINE_LIMIT: number;
export const STARTUP_FILES: readonly string[];
export interface StartupLines {
  files: { file: string; lines: number }[];
  total: number;
  limit: number;
  ok: boolean;
}
export function countStartupLines(root?: string): StartupLines;
export function printStartupLines(result: StartupLines): void;
