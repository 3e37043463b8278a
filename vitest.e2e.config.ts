import { defineConfig } from "vitest/config";

// Browser tests: drive the built app (dist/web served by dist/server/server.mjs) in Debian's
// Chromium. One server and one browser for the whole run (global setup); files run one at a time
// because they share the server's fault and config switches, and the machine has 2 cores.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    setupFiles: ["tests/e2e/support/per-file-setup.ts"],
    pool: "forks",
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // No retries: a flaky browser test is a bug to fix, not to hide.
    retry: 0,
  },
});
