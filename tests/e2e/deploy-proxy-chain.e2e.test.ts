// The documented chain in front of a real backend: real Debian nginx (the generated server block)
// → the bundled server as a proxy (`--api-target`) → a second bundled server as the backend. Sign-up,
// log-in and the chat socket all go through both proxies. The browser's Origin is nginx's; the
// proxy checks it and shows the backend the backend's own origin (ADR-0467), so the socket opens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_DIST } from "../../scripts/lib/paths.mjs";
import { appLive, collectConsoleErrors, newContext } from "./support";
import {
  signUpAndLogIn,
  startLocalServer,
  startNginx,
  freePort,
  watchCspViolations,
  type LocalServer,
  type RunningNginx,
} from "./deploy-steps";

let backend: LocalServer;
let front: LocalServer;
let nginx: RunningNginx;

beforeAll(async () => {
  backend = await startLocalServer();
  // The proxy accepts nginx's origin as its own public one (Host and Origin checks), as docs/deploy.md says.
  const port = await freePort();
  front = await startLocalServer([
    "--api-target",
    backend.url,
    "--public-origin",
    `http://127.0.0.1:${port}`,
  ]);
  nginx = await startNginx(front.url, WEB_DIST, port);
});

afterAll(async () => {
  await nginx?.stop();
  await front?.close();
  await backend?.close();
});

describe("nginx → bundled proxy (--api-target) → bundled backend", () => {
  it("signs up, logs in and opens the chat socket through both proxies", async () => {
    const context = await newContext({ locale: "en-US" });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const violations = await watchCspViolations(page);
    await page.goto(`${nginx.url}/`);
    // The notices are API data: the app fetches them once a visitor wakes the page (ADR-0450).
    await appLive(page);
    await page.locator(".notices__item-title").first().waitFor({ timeout: 15_000 });
    // The codes are read from the backend's own outbox: the proxy publishes no /api/dev.
    await signUpAndLogIn(page, nginx.url, backend);
    await page.goto(`${nginx.url}/#/dashboard`);
    await page.waitForSelector('[role=status][data-state="connected"]', { timeout: 15_000 });
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  }, 90_000);
});
