import { defineConfig } from "vitest/config";

/**
 * The Node-side test tiers (ADR-0280), chosen by where a file lives, so a new file lands in the
 * right tier without anyone listing it:
 * - integration: tests/server/** and tests/contract/** (the local server over real sockets, the
 *   real adapters against it) and any `*.spawn.test.ts`, a test that starts a process (the built
 *   CLI, the dead-code check);
 * - fast: everything else outside tests/e2e/: unit and property tests and the in-process CLI
 *   command tests. It builds nothing and spawns nothing (LUMEN_TEST_TIER makes the CLI harness
 *   refuse to build a bundle here).
 * `vitest run` runs both; `--project fast` or `--project integration` one. The browser tier has
 * its own config, vitest.e2e.config.ts.
 */
const INTEGRATION = ["tests/server/**/*.test.ts", "tests/contract/**/*.test.ts", "tests/**/*.spawn.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "fast",
          include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
          exclude: ["tests/e2e/**", "node_modules/**", ...INTEGRATION],
          env: { LUMEN_TEST_TIER: "fast" },
          // One module registry per worker: Node packages (React, ESLint, effect, commander) load
          // once per worker, not once per file; our own modules are still evaluated afresh for
          // each file by the setup file (ADR-0397).
          isolate: false,
          setupFiles: ["tests/support/fresh-modules.setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: INTEGRATION,
          exclude: ["tests/e2e/**", "node_modules/**"],
          // The same shared registry as the fast tier (ADR-0444): each file used to load the server's
          // modules and their packages anew, 112 core-seconds a run; 52 with them shared.
          isolate: false,
          setupFiles: ["tests/support/fresh-modules.setup.ts"],
        },
      },
    ],
  },
});
