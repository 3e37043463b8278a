// Types for adr-records.mjs.
export interface DecisionRecord {
  fileName: string;
  number: string | null;
  title: string;
  status: string;
  /** One or more YYYY-MM-DD dates, comma-separated; "" when missing (a problem). */
  date: string;
  /** A key of AREAS, or null when the record has no `Area:` line yet. */
  area: string | null;
  references: string[];
  problems: string[];
}
export declare const ADR_DIR: string;
export declare const INDEX_FILE: string;
export declare const AREAS: Readonly<Record<string, string>>;
export declare const READ_FIRST: readonly string[];
export declare function parseRecord(fileName: string, markdown: string): DecisionRecord;
export declare function readRecords(root: string): DecisionRecord[];
export declare function recordProblems(records: DecisionRecord[]): string[];
export declare function renderIndex(records: DecisionRecord[]): string;
