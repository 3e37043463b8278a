import { describe, expect, it } from "vitest";
import { loadRuntimeConfig } from "../../../adapters/config/runtime-config-file";
import {
  EMPTY_RUNTIME_CONFIG,
  connectOrigins,
  describeProblem,
  parseRuntimeConfig,
  readRuntimeConfig,
  runtimeConfigText,
} from "../../../core/contract/runtime-config-file";
import { runtimeConfigOnce } from "../../../adapters/config/runtime-config-once";

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

  it("reads the API base, the socket URL and the chat key per deployment", () => {
    const read = readRuntimeConfig(
      JSON.stringify({
        apiBase: "https://api.example.com/api/",
        socketUrl: "wss://chat.example.com/ws/echo",
        chatCipherKey: "k".repeat(16),
      }),
    );
    expect(read.problems).toEqual([]);
    expect(read.config).toEqual({
      apiBase: "https://api.example.com/api",
      socketUrl: "wss://chat.example.com/ws/echo",
      chatCipherKey: "k".repeat(16),
      callbackOrigins: [],
    });
    expect(connectOrigins(read.config)).toEqual(["https://api.example.com", "wss://chat.example.com"]);
    expect(readRuntimeConfig('{"apiBase":"/backend/api"}').config.apiBase).toBe("/backend/api");
    expect(connectOrigins(readRuntimeConfig('{"apiBase":"/backend/api"}').config)).toEqual([]);
  });

  it("reports a file that is not a JSON object, naming the file, and uses the defaults", () => {
    for (const text of ["", "{", "null", "[]", '"x"']) {
      const read = readRuntimeConfig(text);
      expect(read.config).toEqual(EMPTY_RUNTIME_CONFIG);
      expect(read.problems).toHaveLength(1);
      expect(read.problems[0]).toMatchObject({ file: "runtime-config.json", field: null });
      expect(describeProblem(read.problems[0]!)).toMatch(/^runtime-config\.json /);
    }
  });

  it("refuses an apiBase that a browser would resolve to another origin, backslashes included", () => {
    for (const apiBase of [
      "/\\evil.example",
      "/\\/evil.example/api",
      "/api\\..\\..\\evil",
      "https://api.example.com\\@evil.example/api",
      "//evil.example/api",
    ]) {
      const read = readRuntimeConfig(JSON.stringify({ apiBase }));
      expect(read.config.apiBase, apiBase).toBeUndefined();
      expect(
        read.problems.map((p) => p.field),
        apiBase,
      ).toEqual(["apiBase"]);
    }
    for (const apiBase of ["/api", "/backend/api", "https://api.example.com/api"])
      expect(readRuntimeConfig(JSON.stringify({ apiBase })).config.apiBase).toBe(apiBase);
  });

  it("reports each wrongly typed or unknown field by name and keeps the valid ones", () => {
    const read = readRuntimeConfig(
      JSON.stringify({
        apiBase: "ftp://api.example.com",
        socketUrl: "https://not-a-socket.example",
        chatCipherKey: "",
        callbackOrigins: "https://a.example",
        callbackOrigin: ["https://typo.example"],
      }),
    );
    expect(read.problems.map((p) => p.field)).toEqual([
      "apiBase",
      "socketUrl",
      "chatCipherKey",
      "callbackOrigins",
      "callbackOrigin",
    ]);
    expect(read.config).toEqual(EMPTY_RUNTIME_CONFIG);
    expect(describeProblem(read.problems[4]!)).toContain(
      'runtime-config.json: "callbackOrigin" is not a setting',
    );
    const mixed = readRuntimeConfig('{"callbackOrigins":[1],"apiBase":"/api2"}');
    expect(mixed.config.apiBase).toBe("/api2");
    expect(mixed.problems.map((p) => p.field)).toEqual(["callbackOrigins"]);
  });

  it("writes what it reads", () => {
    const config = {
      apiBase: "http://127.0.0.1:9000/api",
      callbackOrigins: ["https://a.example", "https://b.example:444"],
    };
    expect(readRuntimeConfig(runtimeConfigText(config))).toEqual({ config, problems: [] });
  });

  it("loads without the cache; a missing file or no network is the defaults, a failing one is reported", async () => {
    const seen: RequestInit[] = [];
    const ok: typeof fetch = async (_url, init) => {
      seen.push(init ?? {});
      return new Response('{"callbackOrigins":["https://a.example"]}');
    };
    expect(await loadRuntimeConfig("/runtime-config.json", ok)).toEqual({
      config: { callbackOrigins: ["https://a.example"] },
      problems: [],
    });
    expect(seen[0]?.cache).toBe("no-store");
    const missing: typeof fetch = async () => new Response("not found", { status: 404 });
    expect(await loadRuntimeConfig("/runtime-config.json", missing)).toEqual({
      config: EMPTY_RUNTIME_CONFIG,
      problems: [],
    });
    const offline: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect((await loadRuntimeConfig("/runtime-config.json", offline)).problems).toEqual([]);
    const broken: typeof fetch = async () => new Response("oops", { status: 500 });
    expect((await loadRuntimeConfig("/runtime-config.json", broken)).problems).toHaveLength(1);
  });

  it("is fetched once, on first use, and each problem is reported once", async () => {
    let fetches = 0;
    const fetcher: typeof fetch = async () => {
      fetches += 1;
      return new Response('{"apiBse":"/api"}');
    };
    const reported: string[] = [];
    const source = runtimeConfigOnce(
      "/runtime-config.json",
      (p) => reported.push(describeProblem(p)),
      fetcher,
    );
    expect(fetches).toBe(0);
    await Promise.all([source(), source()]);
    await source();
    expect(fetches).toBe(1);
    expect(reported).toEqual([
      'runtime-config.json: "apiBse" is not a setting (known: apiBase, socketUrl, chatCipherKey, callbackOrigins); that setting is ignored',
    ]);
  });
});
