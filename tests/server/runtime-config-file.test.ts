import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseCommandLine } from "../../server/config/command-line";
import { emptyDir, startHarness, type Harness } from "./support/server-harness";

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const fetchConfig = async (harness: Harness) => {
  const response = await fetch(`${harness.server.url}/runtime-config.json`);
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: await response.text(),
  };
};

describe("/runtime-config.json", () => {
  it("is the built file when CALLBACK_ORIGINS is not set", async () => {
    const staticDir = emptyDir();
    writeFileSync(
      path.join(staticDir, "runtime-config.json"),
      '{"callbackOrigins":["https://built.example"]}',
    );
    h = await startHarness({ staticDir });
    const served = await fetchConfig(h);
    expect(served.status).toBe(200);
    expect(JSON.parse(served.body)).toEqual({ callbackOrigins: ["https://built.example"] });
    expect(served.cache).toBe("no-cache");
  });

  it("is written from the server's callback origins, and a dev patch changes or restores it", async () => {
    const staticDir = emptyDir();
    writeFileSync(path.join(staticDir, "runtime-config.json"), '{"callbackOrigins":[]}');
    h = await startHarness({ staticDir, callbackOrigins: ["https://partner.example"] });
    expect(JSON.parse((await fetchConfig(h)).body)).toEqual({ callbackOrigins: ["https://partner.example"] });
    await h.api("/dev/config", { body: { callbackOrigins: ["https://ops.example:8443"] } });
    expect(JSON.parse((await fetchConfig(h)).body)).toEqual({
      callbackOrigins: ["https://ops.example:8443"],
    });
    await h.api("/dev/config", { body: { callbackOrigins: null } });
    expect(JSON.parse((await fetchConfig(h)).body)).toEqual({ callbackOrigins: [] });
  });

  it("takes CALLBACK_ORIGINS or --callback-origins as a comma-separated list", () => {
    const fromEnv = parseCommandLine([], { CALLBACK_ORIGINS: "https://a.example, https://b.example ," });
    expect(fromEnv.ok && fromEnv.options.callbackOrigins).toEqual(["https://a.example", "https://b.example"]);
    const fromFlag = parseCommandLine(["--callback-origins", "https://c.example"], {});
    expect(fromFlag.ok && fromFlag.options.callbackOrigins).toEqual(["https://c.example"]);
  });
});

describe("runtime settings per deployment", () => {
  const operatorFile = (content: string): string => {
    const file = path.join(emptyDir(), "staging.json");
    writeFileSync(file, content);
    return file;
  };

  it("serves the --runtime-config file as is, and its API and socket origins join connect-src", async () => {
    const text = '{"apiBase":"https://api.example.com/api","socketUrl":"wss://chat.example.com/ws/echo"}\n';
    h = await startHarness({ runtimeConfigFile: operatorFile(text) });
    const served = await fetchConfig(h);
    expect(served.body).toBe(text);
    expect(served.cache).toBe("no-cache");
    const csp = (await fetch(`${h.server.url}/`)).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.example\.com wss:\/\/chat\.example\.com;/);
  });

  it("keeps connect-src to this origin when the file names no other", async () => {
    h = await startHarness({ runtimeConfigFile: operatorFile('{"apiBase":"/api"}') });
    const csp = (await fetch(`${h.server.url}/`)).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("connect-src 'self';");
  });

  it("refuses to start with a --runtime-config file that has a typo, naming the file and field", async () => {
    const file = operatorFile('{"apiBse":"https://api.example.com/api"}');
    await expect(startHarness({ runtimeConfigFile: file })).rejects.toThrow(
      `${file}: runtime-config.json: "apiBse" is not a setting`,
    );
    await expect(startHarness({ runtimeConfigFile: operatorFile("{oops") })).rejects.toThrow(
      /runtime-config\.json is not valid JSON/,
    );
  });

  it("logs each problem of a malformed built file at start, naming the file and field", async () => {
    const staticDir = emptyDir();
    writeFileSync(path.join(staticDir, "runtime-config.json"), '{"apiBase":42,"callbackOrigins":[]}');
    const warnings: string[] = [];
    h = await startHarness({ staticDir, log: { info: () => {}, warn: (line) => warnings.push(line) } });
    expect(warnings).toEqual([
      `error: ${path.join(staticDir, "runtime-config.json")}: runtime-config.json: "apiBase" must be a path such as "/api" or an http(s) URL; that setting is ignored`,
    ]);
  });

  it("merges CALLBACK_ORIGINS into the operator's file instead of replacing it", async () => {
    h = await startHarness({
      runtimeConfigFile: operatorFile('{"apiBase":"https://api.example.com/api"}'),
      callbackOrigins: ["https://partner.example"],
    });
    expect(JSON.parse((await fetchConfig(h)).body)).toEqual({
      apiBase: "https://api.example.com/api",
      callbackOrigins: ["https://partner.example"],
    });
  });

  it("takes RUNTIME_CONFIG or --runtime-config, and APP_ORIGINS as checked origins", () => {
    const fromEnv = parseCommandLine([], {
      RUNTIME_CONFIG: "/etc/lumen/prod.json",
      APP_ORIGINS: "https://app.example",
    });
    expect(fromEnv.ok && fromEnv.options.runtimeConfigFile).toBe("/etc/lumen/prod.json");
    expect(fromEnv.ok && fromEnv.options.appOrigins).toEqual(["https://app.example"]);
    expect(parseCommandLine(["--app-origins", "ftp://x.example"], {})).toEqual({
      ok: false,
      error: "invalid app origin: ftp://x.example",
    });
  });
});
