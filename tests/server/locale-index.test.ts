// The server's half of the prerendered first screen: `/` in the visitor's language (cookie, then
// Accept-Language, by the app's own rule) and the build's inline-script hash in the CSP.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveLocale } from "../../core/locale/resolve-locale";
import { SUPPORTED_LOCALES } from "../../core/locale/supported-locales";
import {
  acceptLanguageTags,
  builtScriptHashes,
  cookieValue,
  indexLocale,
} from "../../server/host/locale-index";
import { emptyDir, startHarness, type Harness } from "./support/server-harness";

const HASH = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";
let h: Harness;
let dir: string;

beforeAll(async () => {
  dir = emptyDir();
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), `<html lang="zh-CN">default</html>`);
  for (const locale of SUPPORTED_LOCALES)
    writeFileSync(path.join(dir, `index.${locale}.html`), `<html lang="${locale}">${locale}</html>`);
  writeFileSync(path.join(dir, "csp-hashes.json"), JSON.stringify({ "script-src": [HASH] }));
  h = await startHarness({ staticDir: dir });
});
afterAll(() => h.close());

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${h.server.url}${p}`, { headers });

describe("the page sent for /", () => {
  it("is the Accept-Language's language, or the cookie's when the app saved one", async () => {
    const ja = await get("/", { "Accept-Language": "ja-JP,ja;q=0.9,en;q=0.5" });
    expect(await ja.text()).toContain(">ja<");
    expect(ja.headers.get("vary")).toMatch(/Accept-Language.*Cookie/);
    expect(ja.headers.get("cache-control")).toBe("no-cache");
    const cookie = await get("/", { "Accept-Language": "ja", Cookie: "a=1; hc_locale=ru" });
    expect(await cookie.text()).toContain(">ru<");
    const none = await get("/", {});
    expect(await none.text()).toContain(">zh-CN<");
    // Named files are served as they are.
    expect(await (await get("/index.ko.html", { "Accept-Language": "ja" })).text()).toContain(">ko<");
  });

  it("allows the build's inline script by its hash and nothing else inline", async () => {
    const csp = (await get("/")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' ${HASH}`);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});

describe("locale choice", () => {
  it("ranks Accept-Language by q, drops q=0 and *", () => {
    expect(acceptLanguageTags("en;q=0.5, ja, ko;q=0, *;q=0.1, ru;q=0.8")).toEqual(["ja", "ru", "en"]);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it("reads one cookie, tolerating bad encoding", () => {
    expect(cookieValue("x=1; hc_locale=en-AU", "hc_locale")).toBe("en-AU");
    expect(cookieValue("hc_locale=%E0%A4", "hc_locale")).toBeNull();
    expect(cookieValue(undefined, "hc_locale")).toBeNull();
  });

  it("agrees with the app's own start-up rule for any header and cookie", () => {
    const tag = fc.constantFrom("ja", "en-GB", "en-AU", "zh-HK", "zh", "ko-KR", "ru", "fr", "de-CH", "xx");
    fc.assert(
      fc.property(
        fc.array(tag, { maxLength: 4 }),
        fc.option(fc.constantFrom(...SUPPORTED_LOCALES, "garbage")),
        (tags, stored) => {
          const headers = {
            "accept-language": tags.join(","),
            ...(stored === null ? {} : { cookie: `hc_locale=${stored}` }),
          };
          expect(indexLocale(headers)).toBe(resolveLocale({ stored, browserLanguages: tags }));
        },
      ),
    );
  });

  it("reads the build's hashes only when they have the shape of hashes", () => {
    expect(builtScriptHashes(dir)).toEqual([HASH]);
    const bad = emptyDir();
    writeFileSync(path.join(bad, "csp-hashes.json"), JSON.stringify({ "script-src": ["'unsafe-inline'"] }));
    expect(builtScriptHashes(bad)).toEqual([]);
    expect(builtScriptHashes(emptyDir())).toEqual([]);
  });
});
