// A real path that names an app route (`/login`, typed or bookmarked without the `#`) moves to its
// hash route; any other unknown path gets the 404 page in the visitor's language, readable on a
// phone. The route list is the build's (dist/web/app-routes.json, from the route manifest).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCorpusLines } from "../support/corpora";
import { appRoutePaths } from "../../scripts/app-routes.mjs";
import { messageTables } from "../../server/host/server-messages";
import { emptyDir, startHarness, type Harness } from "./support/server-harness";

let h: Harness;

beforeAll(async () => {
  const dir = emptyDir();
  writeFileSync(path.join(dir, "index.html"), "<html>app</html>");
  writeFileSync(path.join(dir, "app-routes.json"), JSON.stringify({ paths: await appRoutePaths() }));
  h = await startHarness({ staticDir: dir });
});
afterAll(() => h.close());

const get = (p: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${h.server.url.replace(/\/$/, "")}${p}`, { headers, method, redirect: "manual" });

describe("a real path that names a route", () => {
  it.each([
    ["/login", "/#/login"],
    ["/login/email?lang=ru", "/#/login/email?lang=ru"],
    ["/signup/", "/#/signup"],
    ["/SignUp", "/#/SignUp"],
    ["/home", "/#/home"],
    ["/signup-verify/phone", "/#/signup-verify/phone"],
    ["/privacy/Android/ja", "/#/privacy/Android/ja"],
    ["/privacyPolicy", "/#/privacyPolicy"],
    ["/invite/blogger?groupLink=g1", "/#/invite/blogger?groupLink=g1"],
  ])("%s moves to %s", async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(to);
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("moves nothing that is not a route", async () => {
    for (const p of ["/login/email/extra", "/wp-admin", "/%2F%2Fevil.example", "/api-docs", "/login.php"]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get("location"), p).toBeNull();
    }
  });

  it("never moves off this origin, whatever the path", async () => {
    const payloads = readCorpusLines("open-redirect.txt");
    const moved: string[] = [];
    for (const payload of ["//evil.example/login", "/\\evil.example/login", ...payloads]) {
      const raw = payload.startsWith("/") ? payload : `/${payload}`;
      const res = await get(raw).catch(() => undefined);
      const location = res?.headers.get("location");
      if (location != null) moved.push(location);
    }
    // `//evil.example/login` reads as this origin's /login: it moves, to this origin's page.
    expect(moved.length).toBeGreaterThan(0);
    for (const location of moved) expect(location).toMatch(/^\/#\//);
    // Only reads move: a form posted to /login is not turned into a GET of the page.
    expect((await get("/login", {}, "POST")).status).not.toBe(302);
  });
});

describe("the 404 page", () => {
  it("speaks the visitor's language and fits a phone", async () => {
    const tables = messageTables();
    const ru = await get("/no-such-page", { "Accept-Language": "ru-RU,ru;q=0.9" });
    expect(ru.status).toBe(404);
    const html = await ru.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(html).toContain(tables.ru!["pageNotFoundTitle"]);
    expect(html).toContain(tables.ru!["pageNotFoundHome"]);
    const cookie = await (await get("/nope", { Cookie: "hc_locale=ja", "Accept-Language": "ru" })).text();
    expect(cookie).toContain(tables.ja!["pageNotFoundBody"]);
    const query = await (await get("/nope?lang=zh-TW", { "Accept-Language": "ru" })).text();
    expect(query).toContain('<html lang="zh-TW">');
  });
});
