// Build once, deploy many, on a static host (ADR-0500): real nginx serves the build with the block
// generated for it, then an operator edits only runtime-config.json to point the API at another
// origin. nginx's CSP still names the origins it was generated with, so the browser refuses the
// call; the page says which origin and which command regenerates the host files, on screen and in
// the console. Generated again with the edited file (what the command does), the same call works.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { REGENERATE_HOST_FILES } from "../../core/contract/regenerate-host-files";
import { WEB_DIST } from "../../scripts/lib/paths.mjs";
import * as auth from "./auth-steps";
import { appLive, collectConsoleErrors, newContext, uniqueEmail } from "./support";
import {
  freePort,
  outboxCode,
  startLocalServer,
  startNginx,
  tempDir,
  type LocalServer,
  type RunningNginx,
} from "./deploy-steps";

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function server(args: string[]): Promise<LocalServer> {
  const running = await startLocalServer(args);
  stops.push(() => running.close());
  return running;
}

async function nginx(backend: string, webDir: string, port: number): Promise<RunningNginx> {
  const running = await startNginx(backend, webDir, port);
  stops.push(() => running.stop());
  return running;
}

/** A copy of the built site with its build-info beside it (the generator reads the boot hash there). */
function siteCopy(): string {
  const root = tempDir("lumen-site-");
  fs.cpSync(WEB_DIST, path.join(root, "web"), { recursive: true });
  fs.cpSync(path.join(WEB_DIST, "..", "build-info"), path.join(root, "build-info"), { recursive: true });
  return path.join(root, "web");
}

/** Asks for a sign-up code through the UI; resolves when the page has answered (dialog or toast). */
async function sendCode(origin: string, email: string) {
  const context = await newContext({ locale: "en-US" });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(`${origin}/#/signup-verify/email`);
  await appLive(page);
  await page.locator("form.auth-form").waitFor();
  await auth.field(page, "Email").fill(email);
  await page.locator(".code-button").click();
  return { page, errors };
}

describe("runtime-config.json edited on a running nginx site", () => {
  it("names the refused origin and the regenerate command on screen and in the console; regenerated, the call goes through", async () => {
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    const origins = [firstPort, secondPort].map((port) => `http://127.0.0.1:${port}`);
    // The API the operator moves to: another origin, which accepts both sites' calls (CORS), so
    // only the page's CSP can refuse them.
    const moved = await server(["--app-origins", origins.join(",")]);
    const backend = await server([]);
    const web = siteCopy();
    fs.writeFileSync(path.join(web, "runtime-config.json"), "{}\n");
    const site = await nginx(backend.url, web, firstPort);
    expect(site.serverBlock).toMatch(/connect-src 'self';/);

    // The edit: only the file, nginx left running with the block generated before it.
    fs.writeFileSync(path.join(web, "runtime-config.json"), JSON.stringify({ apiBase: `${moved.url}/api` }));
    const email = uniqueEmail();
    const { page, errors } = await sendCode(site.url, email);
    const message = auth.dialog(page).filter({ hasText: moved.url });
    await message.waitFor({ timeout: 15_000 });
    const text = await message.innerText();
    expect(text).toContain("This site's settings are blocking the connection");
    expect(text).toContain(moved.url);
    expect(text).toContain(REGENERATE_HOST_FILES);
    expect(text).not.toContain("Network error");
    const ours = errors.filter((line) => line.includes("runtime-config.json points this app at"));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain(moved.url);
    expect(ours[0]).toContain(REGENERATE_HOST_FILES);
    expect(await outboxCode(moved, email)).toBeNull();

    // What the command does: the host files generated from the edited file, nginx started on them.
    const regenerated = await nginx(backend.url, web, secondPort);
    expect(regenerated.serverBlock).toContain(`connect-src 'self' ${moved.url};`);
    const again = await sendCode(regenerated.url, email);
    await expect.poll(() => outboxCode(moved, email), { timeout: 15_000 }).not.toBeNull();
    expect(await auth.dialog(again.page).filter({ hasText: moved.url }).count()).toBe(0);
  }, 120_000);
});
