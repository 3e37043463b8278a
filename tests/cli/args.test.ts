/** Unit tests of argument decoding: global options, countries, identities. */
import { describe, expect, it } from "vitest";
import { decodeGlobalOptions, DEFAULT_BASE_URL, normalizeBaseUrl } from "../../cli/args/global-options";
import { checkCountry, isRegionCode } from "../../cli/args/country";
import { decodeIdentity } from "../../cli/args/identity-args";
import { localeFromEnvironment } from "../../cli/i18n/cli-locales";

describe("global options", () => {
  it("defaults, env, and flags over env", () => {
    const d = decodeGlobalOptions({}, {});
    expect(d).toEqual({
      ok: true,
      value: {
        baseUrl: DEFAULT_BASE_URL,
        lang: "en-US",
        json: false,
        stateDir: null,
        timeoutMs: 8000,
        verbose: false,
        device: null,
        retry: 0,
        codeFrom: null,
        profile: null,
        sources: expect.objectContaining({ "base-url": "default", retry: "default" }),
      },
    });
    const env = {
      LUMEN_BASE_URL: "https://staging.example/api/",
      LUMEN_STATE_DIR: "/tmp/x",
      LANG: "ja_JP.UTF-8",
    };
    expect(decodeGlobalOptions({}, env)).toMatchObject({
      ok: true,
      value: { baseUrl: "https://staging.example/api", stateDir: "/tmp/x", lang: "ja" },
    });
    expect(
      decodeGlobalOptions(
        { baseUrl: "http://h:1/api", lang: "ru", json: true, timeout: "1000", verbose: true },
        env,
      ),
    ).toMatchObject({
      ok: true,
      value: { baseUrl: "http://h:1/api", lang: "ru", json: true, timeoutMs: 1000, verbose: true },
    });
  });

  it("refuses bad values with a usage key", () => {
    expect(decodeGlobalOptions({ timeout: "soon" }, {})).toMatchObject({
      ok: false,
      error: { key: "usage.timeout" },
    });
    expect(decodeGlobalOptions({ timeout: "0" }, {})).toMatchObject({
      ok: false,
      error: { key: "usage.timeout" },
    });
    expect(decodeGlobalOptions({ timeout: "1e3" }, {})).toMatchObject({
      ok: false,
      error: { key: "usage.timeout" },
    });
    expect(decodeGlobalOptions({ lang: "fr" }, {})).toMatchObject({
      ok: false,
      error: { key: "usage.lang" },
    });
    expect(decodeGlobalOptions({ baseUrl: "ftp://x" }, {})).toMatchObject({
      ok: false,
      error: { key: "usage.baseUrl" },
    });
    expect(decodeGlobalOptions({ json: "yes" }, {})).toMatchObject({ ok: false });
    expect(decodeGlobalOptions({ device: "tablet" }, {})).toMatchObject({
      ok: false,
      error: { key: "usage.device", params: { value: "tablet" } },
    });
  });

  it("reads --device as mobile or desktop", () => {
    expect(decodeGlobalOptions({ device: "mobile" }, {})).toMatchObject({
      ok: true,
      value: { device: "mobile" },
    });
    expect(decodeGlobalOptions({ device: "desktop" }, {})).toMatchObject({
      ok: true,
      value: { device: "desktop" },
    });
  });

  it("normalizes base URLs", () => {
    expect(normalizeBaseUrl(" http://a.b/api// ")).toBe("http://a.b/api");
    expect(normalizeBaseUrl("http://a.b/api?x=1")).toBeNull();
    expect(normalizeBaseUrl("not a url")).toBeNull();
  });

  it("maps POSIX locales like FLOW-LOCALE-1 maps browser languages", () => {
    expect(localeFromEnvironment({ LANG: "zh_CN.UTF-8" })).toBe("zh-CN");
    expect(localeFromEnvironment({ LANG: "zh_TW.UTF-8" })).toBe("zh-TW");
    expect(localeFromEnvironment({ LC_ALL: "ko_KR.UTF-8", LANG: "en_US" })).toBe("ko");
    expect(localeFromEnvironment({ LANG: "en_AU.UTF-8" })).toBe("en-AU");
    expect(localeFromEnvironment({ LANG: "C" })).toBe("en-US");
    expect(localeFromEnvironment({ LUMEN_LANG: "ru", LANG: "ja_JP" })).toBe("ru");
  });
});

describe("country", () => {
  it("accepts region codes in any case and refuses non-countries", () => {
    expect(checkCountry(undefined)).toEqual({ ok: true, value: "CN" });
    expect(checkCountry("us")).toEqual({ ok: true, value: "US" });
    for (const bad of ["XX", "ZZ", "EU", "Narnia", "86", ""]) expect(checkCountry(bad).ok).toBe(false);
    expect(checkCountry("other").ok).toBe(false);
    expect(checkCountry("other", true)).toEqual({ ok: true, value: "other" });
    expect(isRegionCode("TW")).toBe(true);
  });
});

describe("identity", () => {
  it("needs exactly one of --email / --phone", () => {
    expect(decodeIdentity({})).toMatchObject({ ok: false, error: { kind: "usage" } });
    expect(decodeIdentity({ email: "a@b.co", phone: "1" })).toMatchObject({
      ok: false,
      error: { kind: "usage" },
    });
    expect(decodeIdentity({ email: 5 })).toMatchObject({ ok: false, error: { kind: "usage" } });
    expect(decodeIdentity({ email: "a@b.co" })).toEqual({
      ok: true,
      value: { channel: "email", email: "a@b.co" },
    });
    expect(decodeIdentity({ phone: "138", country: "jp" })).toEqual({
      ok: true,
      value: { channel: "phone", country: "JP", phone: "138" },
    });
    expect(decodeIdentity({ phone: "138", country: "XX" })).toMatchObject({
      ok: false,
      error: { kind: "validation", error: { field: "country" } },
    });
  });
});
