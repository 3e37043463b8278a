// The build served by real Debian nginx with the server block the build generated
// (dist/deploy/nginx/lumen.conf, scripts/deploy-artefacts.ts), proxying /api/ and the chat socket
// to a local server: the language page, a strict CSP with no violation, sign-up and login through
// the proxy, and the same headers as the bundled server. The boot script's hash is read from the
// build, so a rebuild with another boot script needs no change here.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_DIST } from "../../scripts/lib/paths.mjs";
import { appLive, collectConsoleErrors, newContext } from "./support";
import {
  signUpAndLogIn,
  startLocalServer,
  startNginx,
  freePort,
  watchCspViolations,
  expectSameAnswers,
  type LocalServer,
  type RunningNginx,
} from "./deploy-steps";

const JA_LANDING: unknown = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, "../../locales/ja/landing.json"), "utf8"),
);
const jaHeroTitle = (): string => {
  const hero = typeof JA_LANDING === "object" && JA_LANDING !== null ? Reflect.get(JA_LANDING, "hero") : null;
  const title: unknown = typeof hero === "object" && hero !== null ? Reflect.get(hero, "title") : null;
  if (typeof title !== "string") throw new Error("locales/ja/landing.json has no hero.title");
  return title;
};

let backend: LocalServer;
let nginx: RunningNginx;

beforeAll(async () => {
  // Started as the generated block's comment says (--trust-proxy, nginx's origin as its public
  // one); --dev-api because the sign-up reads its code from the outbox.
  const port = await freePort();
  backend = await startLocalServer([
    "--trust-proxy",
    "--public-origin",
    `http://127.0.0.1:${port}`,
    "--dev-api",
  ]);
  nginx = await startNginx(backend.url, WEB_DIST, port);
});

afterAll(async () => {
  await nginx?.stop();
  await backend?.close();
});

/** Header values as token sets: nginx may send Vary as two header lines where the server sends one. */
const tokens = (value: string | null): string[] =>
  (value ?? "")
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .sort();

describe("the build behind real nginx", () => {
  it("runs the generated server block: nginx -t accepts it and it names the build's boot hash", () => {
    const hashes: unknown = JSON.parse(
      fs.readFileSync(path.join(WEB_DIST, "..", "build-info", "csp-hashes.json"), "utf8"),
    );
    const list = typeof hashes === "object" && hashes !== null ? Reflect.get(hashes, "script-src") : [];
    expect(Array.isArray(list) && list.length > 0).toBe(true);
    for (const hash of Array.isArray(list) ? list : []) expect(nginx.serverBlock).toContain(String(hash));
  });

  it("answers / in Japanese from the HTML for Accept-Language: ja, precompressed, varying on language", async () => {
    const response = await fetch(`${nginx.url}/`, {
      headers: { "Accept-Language": "ja,en-US;q=0.8", "Accept-Encoding": "gzip" },
    });
    expect(response.status).toBe(200);
    // fetch undoes the encoding; the header says nginx sent the .gz sibling.
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(tokens(response.headers.get("vary"))).toEqual(["accept-encoding", "accept-language", "cookie"]);
    const html = await response.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain(jaHeroTitle());
    // The language cookie the app writes wins, as on the bundled server.
    const byCookie = await fetch(`${nginx.url}/`, {
      headers: { "Accept-Language": "ja", Cookie: "hc_locale=ko" },
    });
    expect(await byCookie.text()).toContain('<html lang="ko">');
  });

  it("sends the bundled server's status, content type, CSP, cache and Vary headers on every kind of file, and on a missing one", async () => {
    await expectSameAnswers(nginx.url, backend.url);
    expect((await fetch(`${nginx.url}/${"index.html"}`)).headers.get("cache-control")).toBe("no-cache");
    // The backend's developer endpoints are not published through nginx.
    expect((await fetch(`${nginx.url}/api/dev/outbox`)).status).toBe(404);
  });

  it("opens the log-in from a real path typed without the # (/login/email)", async () => {
    const context = await newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${nginx.url}/login/email?lang=en-US`);
    await page.waitForFunction(() => location.hash === "#/login/email?lang=en-US");
    await page.getByRole("textbox", { name: "Email" }).first().waitFor();
    await context.close();
  });

  it("starts the app with no CSP violation, and an email sign-up and login complete through the proxy", async () => {
    const context = await newContext({ locale: "ja" });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const violations = await watchCspViolations(page);
    await page.goto(`${nginx.url}/`);
    await page.getByRole("heading", { level: 1, name: jaHeroTitle() }).waitFor();
    // The app (not only the HTML) is running once woken: its services load and fill the notices.
    await appLive(page);
    await page.locator(".notices__item-title").first().waitFor({ timeout: 15_000 });
    expect(await violations()).toEqual([]);

    await page.goto(`${nginx.url}/#/home?lang=en-US`);
    await signUpAndLogIn(page, nginx.url, backend);
    // The chat socket opens through nginx once logged in.
    await page.goto(`${nginx.url}/#/dashboard`);
    await page.waitForSelector('[role=status][data-state="connected"]', { timeout: 15_000 });
    expect(await violations()).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    expect(errors).toEqual([]);
  }, 90_000);
});
