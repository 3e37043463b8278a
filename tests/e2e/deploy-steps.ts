// Steps shared by the deployment browser tests (tests/e2e/deploy-*.e2e.test.ts): a local server of
// their own (so its flags and runtime settings are theirs), real Debian nginx serving the build
// with the generated server block, and an email sign-up + login driven through the UI against
// whichever origin holds the API.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { startBuiltServer } from "../../scripts/lib/local-server.mjs";
import { WEB_DIST } from "../../scripts/lib/paths.mjs";
import { writeDeployArtefacts } from "../../scripts/deploy-artefacts";
import { appLive, uniqueEmail } from "./support";
import * as auth from "./auth-steps";

export const NGINX = "/usr/sbin/nginx";

export type LocalServer = Awaited<ReturnType<typeof startBuiltServer>>;

/** A port nobody listens on right now, for a server whose address must be known before it starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A built local server with these flags (fresh data file, raised rate limits like the suite's). */
export function startLocalServer(args: string[] = []): Promise<LocalServer> {
  return startBuiltServer({ args: ["--rate-limit-factor", "100", ...args] });
}

export interface RunningNginx {
  readonly url: string;
  /** The generated server block it runs, as written by scripts/deploy-artefacts.ts. */
  readonly serverBlock: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx, unprivileged-compatible (its own prefix, pid, logs and temp folders under a temp
 * dir, a free port on 127.0.0.1), running the server block the build generates for `backend`. Only
 * the outer nginx.conf (what a machine's own config provides) is written here.
 */
export async function startNginx(backend: string, webDir = WEB_DIST, port?: number): Promise<RunningNginx> {
  const dir = tempDir("lumen-nginx-");
  port ??= await freePort();
  const [, , , conf] = writeDeployArtefacts({
    web: webDir,
    out: path.join(dir, "deploy"),
    backend,
    root: webDir,
    listen: `127.0.0.1:${port}`,
    nginxBrotli: false,
  });
  const serverBlock = fs.readFileSync(conf!, "utf8");
  fs.mkdirSync(path.join(dir, "logs"));
  const mainConf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    mainConf,
    // Started as root, nginx's workers would run as "nobody", who cannot read a checkout inside a
    // private directory (a `mktemp -d` clone is mode 0700: every page answered 404). They run as
    // the test's own user; nginx ignores the line when not started as root.
    `user ${os.userInfo().username};
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${conf};
}
`,
  );
  const child = spawn(NGINX, ["-p", dir, "-c", mainConf, "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const host = await untilAnswering(child, "nginx", port, "SIGQUIT", dir, () =>
    readIfThere(path.join(dir, "logs/error.log")),
  );
  return { ...host, serverBlock };
}

export const CADDY = "/usr/bin/caddy";

export interface RunningCaddy {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Debian's Caddy running the Caddyfile the build generates for `backend`, with the site address,
 * web root and backend given the way docs/deploy.md says (its environment variables); its admin
 * endpoint on a free port and its storage in a temp dir, so nothing of the machine's is touched.
 */
export async function startCaddy(backend: string, webDir = WEB_DIST): Promise<RunningCaddy> {
  const dir = tempDir("lumen-caddy-");
  const [port, adminPort] = [await freePort(), await freePort()];
  const [, , , , caddyfile] = writeDeployArtefacts({
    web: webDir,
    out: path.join(dir, "deploy"),
    backend,
    root: webDir,
    listen: String(port),
    nginxBrotli: false,
  });
  const child = spawn(CADDY, ["run", "--config", caddyfile!, "--adapter", "caddyfile"], {
    cwd: dir,
    env: {
      PATH: process.env["PATH"] ?? "",
      HOME: dir,
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
      CADDY_ADMIN: `127.0.0.1:${adminPort}`,
      LUMEN_SITE_ADDRESS: `:${port}`,
      LUMEN_WEB_ROOT: webDir,
      LUMEN_BACKEND: backend,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return untilAnswering(child, "caddy", port, "SIGTERM", dir);
}

/**
 * A host server the test started, once it answers on `port` (exiting first is a broken
 * configuration; its output and `log()` say why): its URL, and a stop that ends it with `signal`
 * (SIGKILL after 5 s) and removes its folder.
 */
async function untilAnswering(
  child: ChildProcess,
  name: string,
  port: number,
  signal: NodeJS.Signals,
  dir: string,
  log: () => string = () => "",
): Promise<{ readonly url: string; stop(): Promise<void> }> {
  const output: string[] = [];
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output.join("")}${log()}`);
    const answered = await fetch(`${url}/index.html`, { method: "HEAD" }).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() - started > 15_000)
      throw new Error(`${name} did not answer within 15 s: ${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill(signal);
        const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(killer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The same answer from a host configuration as from the bundled server, path by path (ADR-0468):
 * status, Content-Type, every security header, Cache-Control and Vary, for each kind of file the
 * build has and three missing ones.
 */
export async function expectSameAnswers(
  hostUrl: string,
  serverUrl: string,
  webDir = WEB_DIST,
): Promise<void> {
  const assets = fs.readdirSync(path.join(webDir, "assets"));
  const icons = fs.readdirSync(path.join(webDir, "icons"));
  const paths = [
    "/",
    "/index.html",
    "/index.ru.html",
    `/assets/${assets.find((file) => file.endsWith(".js")) ?? ""}`,
    `/assets/${assets.find((file) => file.endsWith(".css")) ?? ""}`,
    "/sw.js",
    "/manifest.webmanifest",
    "/runtime-config.json",
    `/icons/${icons[0] ?? ""}`,
    "/no-such-page.html",
    "/icons/no-such-icon.png",
    "/assets/no-such-chunk-AbC123.js",
  ];
  const tokens = (value: string | null): string[] =>
    (value ?? "")
      .split(",")
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean)
      .sort();
  const request = { headers: { "Accept-Language": "en-AU", "Accept-Encoding": "gzip, br" } };
  for (const urlPath of paths) {
    const [fromHost, fromServer] = await Promise.all([
      fetch(`${hostUrl}${urlPath}`, request),
      fetch(`${serverUrl}${urlPath}`, request),
    ]);
    expect(fromHost.status, urlPath).toBe(fromServer.status);
    expect(fromHost.status, urlPath).toBe(urlPath.includes("no-such") ? 404 : 200);
    for (const name of [
      "content-type",
      "content-security-policy",
      "cache-control",
      "referrer-policy",
      "x-content-type-options",
      "cross-origin-opener-policy",
      "permissions-policy",
      "x-frame-options",
    ])
      expect(fromHost.headers.get(name), `${urlPath} ${name}`).toBe(fromServer.headers.get(name));
    expect(tokens(fromHost.headers.get("vary")), `${urlPath} vary`).toEqual(
      tokens(fromServer.headers.get("vary")),
    );
    await Promise.all([fromHost.body?.cancel(), fromServer.body?.cancel()]);
  }
  // A real path that names an app route goes to its hash route on every host, query kept.
  const target = (response: Response, base: string): string => {
    const url = new URL(response.headers.get("location") ?? "", base);
    return `${url.pathname}${url.hash}`;
  };
  for (const [urlPath, hashRoute] of [
    ["/login", "/#/login"],
    ["/login/email?lang=ru", "/#/login/email?lang=ru"],
    ["/SignUp/", "/#/SignUp"],
    ["/privacy/Android/ja", "/#/privacy/Android/ja"],
  ] as const) {
    const [fromHost, fromServer] = await Promise.all([
      fetch(`${hostUrl}${urlPath}`, { ...request, redirect: "manual" }),
      fetch(`${serverUrl}${urlPath}`, { ...request, redirect: "manual" }),
    ]);
    expect([fromHost.status, fromServer.status], urlPath).toEqual([302, 302]);
    expect(target(fromServer, serverUrl), urlPath).toBe(hashRoute);
    // The server drops a trailing slash; a host may keep it, which the app reads the same way.
    expect(target(fromHost, hostUrl).replace(/\/$/, ""), urlPath).toBe(hashRoute);
    await Promise.all([fromHost.body?.cancel(), fromServer.body?.cancel()]);
  }
}

function readIfThere(file: string): string {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
}

/** The newest code a server "sent" to this address (its dev outbox; read directly, never via nginx). */
export async function outboxCode(server: LocalServer, to: string): Promise<string | null> {
  const response = await fetch(`${server.url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const list: unknown = await response.json();
  if (!Array.isArray(list) || list.length === 0) return null;
  const first: unknown = list[0];
  return typeof first === "object" && first !== null && "code" in first && typeof first.code === "string"
    ? first.code
    : null;
}

/** Collects CSP violations the page reports (the event fires for every blocked load or inline script). */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const list: string[] = [];
    Object.defineProperty(window, "__cspViolations", { value: list });
    document.addEventListener("securitypolicyviolation", (event) =>
      list.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => {
      const list: unknown = Reflect.get(window, "__cspViolations");
      return Array.isArray(list) ? list.map(String) : [];
    });
}

/**
 * An email sign-up (verify → form → success) and then a login with the same address, through the
 * UI at `origin`, the codes read from `apiServer` (the server the app's API calls reach).
 */
/**
 * Waits for the live form before Playwright's fill, which resolves its input in one task and
 * focuses it in a later one. When the log-in's inputs were replaced in between (before ADR-0532),
 * the text went to another field (13 of 20 reloads at 4x CPU). Early typing has its own tests
 * (auth-inputs-early, auth-inputs-paced) that type key by key.
 */
async function liveForm(page: Page): Promise<void> {
  await appLive(page);
  await page.locator("form.auth-form").waitFor();
}

export async function signUpAndLogIn(page: Page, origin: string, apiServer: LocalServer): Promise<string> {
  const email = uniqueEmail();
  const password = "abc12345";
  await page.goto(`${origin}/#/signup-verify/email`);
  await liveForm(page);
  await auth.field(page, "Email").fill(email);
  await page.locator(".code-button").click();
  await expect.poll(() => outboxCode(apiServer, email), { timeout: 15_000 }).not.toBeNull();
  await auth.field(page, "Verification code").fill((await outboxCode(apiServer, email)) ?? "");
  await page.getByRole("checkbox").check();
  await auth.submitButton(page).click();
  await auth.waitForRoute(page, /^\/signup(\?|$)/);
  await auth.field(page, "Password").fill(password);
  await auth.field(page, "Confirm password").fill(password);
  await auth.submitButton(page).click();
  await auth.dialog(page).filter({ hasText: "Registration complete" }).waitFor();
  await auth.waitForRoute(page, /^\/signup-success/);

  // A fresh login with what was just registered.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${origin}/#/login/email?lang=en-US`);
  await page.reload();
  await liveForm(page);
  await auth.field(page, "Email").fill(email);
  await auth.field(page, "Password").fill(password);
  await auth.submitButton(page).click();
  await auth.waitForRoute(page, /^\/home/);
  return email;
}
