import { defineConfig } from "vitest/config";
import { E2E_WORKERS } from "./tests/e2e/support/workers";

// Browser tests: drive the built app (dist/web served by dist/server/server.mjs) in Debian's
// Chromium. One browser for the whole run and one server per worker (global setup), so files
// running side by side never share fault or config switches. Two workers suit the 2 cores: the
// tests mostly wait on the browser and the server.
// `*.quiet.e2e.test.ts` measure what a person feels at 4× CPU (Event Timing's 200 ms): beside other
// browser tests on 2 cores the host itself is the slow part, so they run on their own, after every
// other step of the test command (LUMEN_E2E_QUIET=1; scripts/test-all.mjs, scripts/e2e.mjs).
const QUIET = "tests/e2e/**/*.quiet.e2e.test.ts";
const quiet = process.env.LUMEN_E2E_QUIET === "1";

export default defineConfig({
  test: {
    include: [quiet ? QUIET : "tests/e2e/**/*.e2e.test.ts"],
    exclude: quiet ? [] : [QUIET],
    environment: "node",
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    setupFiles: ["tests/e2e/support/per-file-setup.ts"],
    pool: "forks",
    // One worker process serves many files (ADR-0444): playwright-core and the support modules load
    // once per worker, not once per file (setup and import 78 → 6 s summed over a run). The support
    // keeps no state across files: per-file-setup.ts still runs for each file, closing its contexts
    // and its browser connection.
    isolate: false,
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    // A test's budget, not a wait: a loaded 2-core CI runner (the other tiers beside this one) ran
    // single tests 3× slower than a quiet machine, and a 30 s budget failed tests that were fine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // No retries: a flaky browser test is a bug to fix, not to hide.
    retry: 0,
  },
});
