// Types for vitest-report.mjs.
export declare function readVitestReport(reportPath: string): {
  passed: number;
  failed: number;
  skipped: number;
  failures: { name: string; message: string }[];
};
