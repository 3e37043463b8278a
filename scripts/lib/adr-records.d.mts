// Types for adr-records.mjs.
export interface DecisionRecord {
  fileName: string;
  number: string | null;
  title: string;
  status: string;
  references: string[];
  problems: string[];
}
export declare const ADR_DIR: string;
export declare const INDEX_FILE: string;
export declare function parseRecord(fileName: string, markdown: string): DecisionRecord;
export declare function readRecords(root: string): DecisionRecord[];
export declare function recordProblems(records: DecisionRecord[]): string[];
export declare function renderIndex(records: DecisionRecord[]): string;
