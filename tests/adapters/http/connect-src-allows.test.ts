import { describe, expect, it } from "vitest";
import { connectSrcAllows } from "../../../adapters/http/connect-src-allows";

const page = new URL("https://site.example/index.html");
const allows = (policy: string, target: string, at: URL = page): boolean =>
  connectSrcAllows(policy, new URL(target), at);

describe("connect-src as the browser reads it (CSP Level 3 source matching)", () => {
  it("allows the page's own origin and its socket with 'self', and refuses another origin", () => {
    const policy = "default-src 'self'; connect-src 'self'";
    expect(allows(policy, "https://site.example/api/sso/x")).toBe(true);
    expect(allows(policy, "wss://site.example/ws/echo")).toBe(true);
    expect(allows(policy, "https://api.other.example/api")).toBe(false);
    expect(allows(policy, "https://site.example:8443/api")).toBe(false);
  });

  it("allows exactly the origins the generated configuration names (ADR-0466)", () => {
    const policy = "connect-src 'self' https://api.example.com wss://api.example.com; img-src *";
    expect(allows(policy, "https://api.example.com/api/sso/loginByEmail")).toBe(true);
    expect(allows(policy, "wss://api.example.com/ws/echo")).toBe(true);
    expect(allows(policy, "https://api.example.com:8443/api")).toBe(false);
    expect(allows(policy, "https://other.example.com/api")).toBe(false);
    expect(allows(policy, "http://127.0.0.1:41234/api", new URL("http://127.0.0.1:40000/"))).toBe(false);
  });

  it("reads ports, host wildcards, scheme sources, scheme upgrades and *", () => {
    expect(allows("connect-src http://127.0.0.1:41234", "http://127.0.0.1:41234/api")).toBe(true);
    expect(allows("connect-src http://127.0.0.1:41234", "http://127.0.0.1:41235/api")).toBe(false);
    expect(allows("connect-src https://api.example.com:*", "https://api.example.com:9000/")).toBe(true);
    expect(allows("connect-src *.example.com", "https://api.example.com/")).toBe(true);
    expect(allows("connect-src *.example.com", "https://example.com/")).toBe(false);
    expect(allows("connect-src https:", "https://anything.example/")).toBe(true);
    expect(allows("connect-src http://api.example.com", "https://api.example.com/")).toBe(true);
    expect(allows("connect-src ws:", "wss://chat.example/")).toBe(true);
    expect(allows("connect-src *", "https://anything.example/")).toBe(true);
    expect(allows("connect-src 'none'", "https://site.example/")).toBe(false);
  });

  it("falls back to default-src, allows without either, and needs every policy of the header", () => {
    expect(allows("default-src 'self'", "https://api.other.example/")).toBe(false);
    expect(allows("script-src 'self'", "https://api.other.example/")).toBe(true);
    expect(allows("connect-src *, connect-src 'self'", "https://api.other.example/")).toBe(false);
  });
});
