/**
 * Plain-text tables for terminals. Widths count East Asian wide characters as two columns, so the
 * zh/ja/ko headers of the smoke table still line up.
 */
import { serverText } from "./terminal-text";

export type Align = "left" | "right";

export interface Column {
  readonly header: string;
  readonly align?: Align;
}

const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += WIDE.test(ch) ? 2 : 1;
  return width;
}

function pad(text: string, width: number, align: Align): string {
  const fill = " ".repeat(Math.max(0, width - displayWidth(text)));
  return align === "right" ? fill + text : text + fill;
}

/** Renders rows under headers, separated by two spaces, with a dashed rule under the header. */
export function renderTable(columns: readonly Column[], cellsOf: readonly (readonly string[])[]): string[] {
  const rows = cellsOf.map((cells) => cells.map(serverText));
  const widths = columns.map((col, i) =>
    Math.max(displayWidth(col.header), ...rows.map((row) => displayWidth(row[i] ?? ""))),
  );
  // Cells are the server's names and titles: one line each, whatever they hold (ADR-0474).
  const line = (cells: readonly string[]) =>
    columns
      .map((col, i) => pad(cells[i] ?? "", widths[i] ?? 0, col.align ?? "left"))
      .join("  ")
      .trimEnd();
  return [line(columns.map((c) => c.header)), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)];
}
