import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { refusedByPagePolicy } from "../../../adapters/http/page-connect-policy";
import { REGENERATE_HOST_FILES } from "../../../core/contract/regenerate-host-files";
import { startRecordingServer, type RecordingServer } from "./recording-server";

let server: RecordingServer;
let page: URL;
beforeAll(async () => {
  server = await startRecordingServer();
  page = new URL("/index.html?lang=ja", new URL(server.baseURL).origin);
  server.handle((_req, res) => {
    res.writeHead(200, {
      "content-security-policy": "default-src 'self'; connect-src 'self' https://api.example.com",
    });
    res.end();
  });
});
afterAll(() => server.close());

describe("the page's own CSP, read again after a call got no answer (ADR-0500)", () => {
  it("names an origin connect-src refuses, once in the console with the regenerate command", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await refusedByPagePolicy("https://api.other.example/api/sso/a", page)).toBe(
        "https://api.other.example",
      );
      expect(await refusedByPagePolicy("https://api.other.example/api/sso/b", page)).toBe(
        "https://api.other.example",
      );
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]?.[0])).toContain("https://api.other.example");
      expect(String(errors.mock.calls[0]?.[0])).toContain(REGENERATE_HOST_FILES);
      // The page's own headers, asked with HEAD, fresh.
      const head = server.requests.at(-1);
      expect(head?.method).toBe("HEAD");
      expect(head?.url.pathname + (head?.url.search ?? "")).toBe("/index.html?lang=ja");
    } finally {
      errors.mockRestore();
    }
  });

  it("says nothing for an allowed origin, for the page's own origin (without asking), or when the page cannot be read", async () => {
    expect(await refusedByPagePolicy("https://api.example.com/api/sso/a", page)).toBeUndefined();
    const before = server.requests.length;
    expect(await refusedByPagePolicy("/api/sso/a", page)).toBeUndefined();
    expect(server.requests.length).toBe(before);
    const gone = new URL("http://127.0.0.1:9/index.html");
    expect(await refusedByPagePolicy("https://api.other.example/api", gone)).toBeUndefined();
  });
});
