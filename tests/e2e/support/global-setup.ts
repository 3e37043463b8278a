// Runs once per e2e run, in Vitest's main process: starts one built local server per worker
// (fresh data file, random port) and one Chromium that every test file connects to over its
// WebSocket endpoint, so the browser starts once rather than per file.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { testBrowserLaunchOptions } from "../../../scripts/lib/chromium.mjs";
import { startBuiltServer } from "../../../scripts/lib/local-server.mjs";
import { REPORTS } from "../../../scripts/lib/paths.mjs";
import { E2E_WORKERS } from "./workers";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origins of the local servers, one per worker (http://127.0.0.1:41234, no trailing slash). */
    baseUrls: string[];
    /** Playwright endpoint of the shared Chromium. */
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [browserServer, ...servers] = await Promise.all([
    chromium.launchServer(testBrowserLaunchOptions()),
    // One address (127.0.0.1) signs up every test account: the rate limits' bursts are raised so
    // they don't answer 10030/10029 to the suite (they are tested in tests/server).
    ...Array.from({ length: E2E_WORKERS }, () => startBuiltServer({ args: ["--rate-limit-factor", "100"] })),
  ]);
  project.provide(
    "baseUrls",
    servers.map((s) => s.url),
  );
  project.provide("browserWsEndpoint", browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    // The server's console (codes sent, faults) is kept for reading after a failure.
    fs.mkdirSync(REPORTS, { recursive: true });
    servers.forEach((s, i) =>
      fs.writeFileSync(path.join(REPORTS, `e2e-server-${i + 1}.log`), s.logs.join("\n") + "\n"),
    );
    await Promise.all(servers.map((s) => s.close()));
  };
}
