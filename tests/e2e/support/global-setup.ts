// Runs once per e2e run, in Vitest's main process: starts the built local server (fresh data file,
// random port) and one Chromium that every test file connects to over its WebSocket endpoint, so
// the browser starts once rather than per file.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { playwrightLaunchOptions } from "../../../scripts/lib/chromium.mjs";
import { startBuiltServer } from "../../../scripts/lib/local-server.mjs";
import { REPORTS } from "../../../scripts/lib/paths.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the local server, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** Playwright endpoint of the shared Chromium. */
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startBuiltServer();
  const browserServer = await chromium.launchServer(playwrightLaunchOptions());
  project.provide("baseUrl", server.url);
  project.provide("browserWsEndpoint", browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    // The server's console (codes sent, faults) is kept for reading after a failure.
    fs.mkdirSync(REPORTS, { recursive: true });
    fs.writeFileSync(path.join(REPORTS, "e2e-server.log"), server.logs.join("\n") + "\n");
    await server.close();
  };
}
