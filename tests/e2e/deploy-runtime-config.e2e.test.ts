// Build once, deploy many: the same build pointed at an API on another origin by runtime-config.json
// alone (a second local server), and a broken runtime-config.json reported, never read as empty.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { WEB_DIST } from "../../scripts/lib/paths.mjs";
import { appLive, collectConsoleErrors, newContext } from "./support";
import {
  freePort,
  outboxCode,
  signUpAndLogIn,
  startLocalServer,
  tempDir,
  watchCspViolations,
  type LocalServer,
} from "./deploy-steps";

const started: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

async function server(args: string[] = []): Promise<LocalServer> {
  const running = await startLocalServer(args);
  started.push(running);
  return running;
}

/** A copy of the built site (and its build-info beside it) whose runtime-config.json is `text`. */
function siteWithRuntimeConfig(text: string): string {
  const root = tempDir("lumen-site-");
  fs.cpSync(WEB_DIST, path.join(root, "web"), { recursive: true });
  fs.cpSync(path.join(WEB_DIST, "..", "build-info"), path.join(root, "build-info"), { recursive: true });
  fs.writeFileSync(path.join(root, "web", "runtime-config.json"), text);
  return path.join(root, "web");
}

describe("runtime settings of one build", () => {
  it("logs in against an API on another origin named only in runtime-config.json, opens its chat socket, and CSP allows exactly that origin", async () => {
    const appPort = await freePort();
    const appOrigin = `http://127.0.0.1:${appPort}`;
    // The API server: another port, its own chat key, and the app's origin allowed to call it.
    const key = "deploy-test-chat-key-0123456789";
    const api = await server(["--app-origins", appOrigin, "--cipher-key", key]);
    const settings = path.join(tempDir("lumen-env-"), "runtime-config.json");
    fs.writeFileSync(
      settings,
      JSON.stringify({
        apiBase: `${api.url}/api`,
        socketUrl: `${api.url.replace("http", "ws")}/ws/echo`,
        chatCipherKey: key,
      }),
    );
    const app = await server(["--port", String(appPort), "--runtime-config", settings]);
    expect(app.url).toBe(appOrigin);

    const csp = (await fetch(`${app.url}/`)).headers.get("content-security-policy") ?? "";
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
    // The API server's origin, for its HTTP and its socket scheme, and no other.
    expect(connect).toEqual(["'self'", api.url, api.url.replace("http", "ws")]);

    const context = await newContext({ locale: "en-US" });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const violations = await watchCspViolations(page);
    const email = await signUpAndLogIn(page, app.url, api);
    // The codes came from the API server; the page's own server never saw the address.
    expect(await outboxCode(api, email)).not.toBeNull();
    expect(await outboxCode(app, email)).toBeNull();

    await page.goto(`${app.url}/#/dashboard`);
    // Connected means the API server authenticated the socket with the key from the file.
    await page.waitForSelector('[role=status][data-state="connected"]', { timeout: 15_000 });
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it("reports a malformed runtime-config.json: the server's start-up log and the console name the file and field, the host entrance shows a translated notice", async () => {
    const staticDir = siteWithRuntimeConfig('{"apiBase": 42, "callbackOrigin": ["https://partner.example"]}');
    const site = await server(["--static", staticDir]);
    expect(site.logs.join("\n")).toContain(
      `error: ${path.join(staticDir, "runtime-config.json")}: runtime-config.json: "apiBase" must be`,
    );

    const context = await newContext({ locale: "en-US" });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${site.url}/#/login/email?host=1`);
    const notice = page.getByRole("alert").filter({ hasText: "deployment settings" });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.innerText()).toContain("The setting “apiBase” in runtime-config.json is not valid");
    expect(await notice.innerText()).toContain(
      "The setting “callbackOrigin” in runtime-config.json is not valid",
    );
    await expect.poll(() => errors.join("\n")).toContain('runtime-config.json: "apiBase" must be');
    expect(errors.join("\n")).toContain('runtime-config.json: "callbackOrigin" is not a setting');

    // In Japanese too, and a login without a callback shows nothing (it does not depend on the file).
    const ja = await (await newContext({ locale: "ja" })).newPage();
    await ja.goto(`${site.url}/#/login/email?host=1`);
    await ja
      .getByRole("alert")
      .filter({ hasText: "runtime-config.json の設定「apiBase」が正しくありません" })
      .waitFor();
    const plain = await (await newContext({ locale: "en-US" })).newPage();
    await plain.goto(`${site.url}/#/login/email`);
    await appLive(plain);
    await plain.locator("form.auth-form").waitFor();
    expect(await plain.getByRole("alert").filter({ hasText: "deployment settings" }).count()).toBe(0);
  }, 90_000);
});
