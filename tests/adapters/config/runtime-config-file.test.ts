import { describe, expect, it } from "vitest";
import {
  EMPTY_RUNTIME_CONFIG,
  loadRuntimeConfig,
  parseRuntimeConfig,
  runtimeConfigText,
} from "../../../adapters/config/runtime-config-file";

describe("runtime-config.json", () => {
  it("reads callbackOrigins as normalised http(s) origins, dropping junk and duplicates", () => {
    const text = JSON.stringify({
      callbackOrigins: [
        "https://partner.example/some/path?x=1",
        "https://partner.example",
        "http://ops.example:8443",
        "javascript:alert(1)",
        "not a url",
      ],
    });
    expect(parseRuntimeConfig(text)).toEqual({
      callbackOrigins: ["https://partner.example", "http://ops.example:8443"],
    });
  });

  it("reads anything but the documented shape as no extra origins", () => {
    for (const text of [
      "",
      "{",
      "null",
      "[]",
      '{"callbackOrigins":"https://a.example"}',
      '{"callbackOrigins":[1]}',
    ]) {
      expect(parseRuntimeConfig(text)).toEqual(EMPTY_RUNTIME_CONFIG);
    }
    expect(parseRuntimeConfig("{}")).toEqual(EMPTY_RUNTIME_CONFIG);
  });

  it("writes what it reads", () => {
    const config = { callbackOrigins: ["https://a.example", "https://b.example:444"] };
    expect(parseRuntimeConfig(runtimeConfigText(config))).toEqual(config);
  });

  it("loads without the cache, and a failing or missing file is no extra origins, never a throw", async () => {
    const seen: RequestInit[] = [];
    const ok: typeof fetch = async (_url, init) => {
      seen.push(init ?? {});
      return new Response('{"callbackOrigins":["https://a.example"]}');
    };
    expect(await loadRuntimeConfig("/runtime-config.json", ok)).toEqual({
      callbackOrigins: ["https://a.example"],
    });
    expect(seen[0]?.cache).toBe("no-store");
    const missing: typeof fetch = async () => new Response("not found", { status: 404 });
    expect(await loadRuntimeConfig("/runtime-config.json", missing)).toEqual(EMPTY_RUNTIME_CONFIG);
    const offline: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await loadRuntimeConfig("/runtime-config.json", offline)).toEqual(EMPTY_RUNTIME_CONFIG);
  });
});
