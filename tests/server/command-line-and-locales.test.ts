import { describe, expect, it } from "vitest";
import { USAGE, parseCommandLine } from "../../server/config/command-line";
import { localeFromAcceptLanguage, messageTables, SERVER_LOCALES } from "../../server/host/server-messages";

describe("command line", () => {
  it("reads flags before environment variables", () => {
    const parsed = parseCommandLine(["--port", "9000", "--data=/tmp/x.json", "--fp-proxy-404"], {
      PORT: "1234",
      HOST: "0.0.0.0",
      API_TARGET: "https://staging.example",
      REGISTRATION_TYPE: "2",
      CHAT_CIPHER_KEY: "k",
      ADMIN_DOMAINS: "https://a.example, https://b.example",
      FAULTS: '[{"path":"*","delayMs":9000}]',
    });
    expect(parsed).toEqual({
      ok: true,
      help: false,
      options: expect.objectContaining({
        port: 9000,
        host: "0.0.0.0",
        dataFile: "/tmp/x.json",
        apiTarget: "https://staging.example",
        registrationType: 2,
        cipherKey: "k",
        fingerprintProxy404: true,
        adminDomains: ["https://a.example", "https://b.example"],
        faults: [{ path: "*", delayMs: 9000 }],
      }),
      shutdownGraceMs: 10_000,
    });
  });

  it("reads the operator's switches: trusted proxy, dev endpoints, log level, shutdown grace", () => {
    const parsed = parseCommandLine(["--trust-proxy", "--no-dev-api", "--shutdown-grace", "2500"], {
      LOG_LEVEL: "warn",
      DEV_API: "1",
    });
    expect(parsed).toMatchObject({
      ok: true,
      options: { trustProxy: true, devApi: false, logLevel: "warn" },
      shutdownGraceMs: 2500,
    });
    expect(parseCommandLine([], { DEV_API: "0", TRUST_PROXY: "1" })).toMatchObject({
      options: { devApi: false, trustProxy: true },
    });
    expect(parseCommandLine([], {})).toMatchObject({ options: { trustProxy: false } });
    expect(parseCommandLine([], { LOG_LEVEL: "loud" }).ok).toBe(false);
    expect(parseCommandLine(["--shutdown-grace", "-1"], {}).ok).toBe(false);
    expect(parseCommandLine(["--dev-api", "--no-dev-api"], {}).ok).toBe(false);
  });

  it("reads the connection timeouts and caps from flags and variables, and refuses values out of range", () => {
    const parsed = parseCommandLine(["--idle-timeout", "5000", "--max-connections-per-address", "64"], {
      HEADERS_TIMEOUT_MS: "4000",
      REQUEST_TIMEOUT_MS: "20000",
      KEEP_ALIVE_TIMEOUT_MS: "2000",
      MAX_CONNECTIONS: "900",
      IDLE_TIMEOUT_MS: "9000",
    });
    expect(parsed).toMatchObject({
      ok: true,
      options: {
        connectionLimits: {
          idleTimeoutMs: 5000,
          maxConnectionsPerAddress: 64,
          headersTimeoutMs: 4000,
          requestTimeoutMs: 20000,
          keepAliveTimeoutMs: 2000,
          maxConnections: 900,
        },
      },
    });
    expect(parseCommandLine(["--idle-timeout", "0"], {}).ok).toBe(false);
    expect(parseCommandLine(["--max-connections", "ten"], {}).ok).toBe(false);
    expect(parseCommandLine([], { MAX_CONNECTIONS_PER_ADDRESS: "0" }).ok).toBe(false);
    expect(parseCommandLine([], {})).toMatchObject({ ok: true, options: {} });
    expect(USAGE).toContain("--idle-timeout MS");
  });

  it("rejects bad values instead of guessing", () => {
    expect(parseCommandLine(["--port", "x"], {}).ok).toBe(false);
    expect(parseCommandLine([], { REGISTRATION_TYPE: "4" }).ok).toBe(false);
    expect(parseCommandLine([], { FAULTS: "{oops" }).ok).toBe(false);
    expect(parseCommandLine([], { API_TARGET: "ftp://x" }).ok).toBe(false);
    expect(parseCommandLine(["--bogus", "1"], {}).ok).toBe(false);
    expect(parseCommandLine(["stray"], {}).ok).toBe(false);
  });
});

describe("server messages", () => {
  it("every locale has exactly the zh-CN keys, none empty", () => {
    const tables = messageTables();
    const reference = Object.keys(tables["zh-CN"]).sort();
    for (const locale of SERVER_LOCALES) {
      expect(Object.keys(tables[locale]).sort()).toEqual(reference);
      for (const value of Object.values(tables[locale])) expect(value.trim()).not.toBe("");
    }
  });

  it("maps Accept-Language to the supported locales", () => {
    expect(localeFromAcceptLanguage(undefined)).toBe("zh-CN");
    expect(localeFromAcceptLanguage("zh-HK")).toBe("zh-TW");
    expect(localeFromAcceptLanguage("zh-Hant-TW")).toBe("zh-TW");
    expect(localeFromAcceptLanguage("zh")).toBe("zh-CN");
    expect(localeFromAcceptLanguage("en-GB")).toBe("en-US");
    expect(localeFromAcceptLanguage("en-AU,en;q=0.9")).toBe("en-AU");
    expect(localeFromAcceptLanguage("de, ko;q=0.5")).toBe("ko");
    expect(localeFromAcceptLanguage("ru;q=0, ja;q=0.1")).toBe("ja");
  });
});
