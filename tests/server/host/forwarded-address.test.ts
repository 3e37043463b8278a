import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { canonicalIp } from "../../../server/host/forwarded-client";
import { DEVICE, registerByEmail, startHarness, type Harness } from "../support/server-harness";
import { apiFrom } from "../simulator/security/client-request";

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe("forwarded addresses", () => {
  it("give one spelling per address and refuse what is not an address", () => {
    expect(canonicalIp("203.0.113.7")).toBe("203.0.113.7");
    expect(canonicalIp("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(canonicalIp("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(canonicalIp("2001:DB8:0:0::1")).toBe("2001:db8::1");
    expect(canonicalIp("2001:db8::0:1")).toBe("2001:db8::1");
    for (const junk of [
      "203.000.113.007",
      "203.0.113.7:443",
      "[2001:db8::1]",
      " 203.0.113.7",
      "fe80::1%eth0",
      "0xcb.0.113.7",
      "unknown",
      "x".repeat(15_000),
    ])
      expect(canonicalIp(junk), junk.slice(0, 20)).toBeUndefined();
  });

  it("spells every IPv6 address one way, whatever its case and zero groups", () => {
    fc.assert(
      fc.property(fc.ipV6(), (address) => {
        const canonical = canonicalIp(address);
        expect(canonical).toBeDefined();
        expect(canonicalIp(address.toUpperCase())).toBe(canonical);
        expect(canonicalIp(canonical ?? "")).toBe(canonical);
      }),
    );
  });

  it("with --trust-proxy, junk forwarded values count as the peer: one client, one line in the log", async () => {
    const warnings: string[] = [];
    h = await startHarness({
      trustProxy: true,
      devApi: true,
      lockAfter: 1000,
      log: { info: () => undefined, warn: (line: string) => warnings.push(line) },
    });
    await registerByEmail(h, "target@example.com", "target_user");
    const wrong = (i: number) => ({ ...DEVICE, email: "target@example.com", password: `wrong${i}` });
    // Twenty different junk values, each 15 KB: were each a client, none would be limited.
    for (let i = 0; i < 20; i += 1)
      expect(
        (
          await apiFrom(h.server.url, "127.0.0.2", "/sso/loginByEmail", wrong(i), {
            "X-Forwarded-For": `${i}-${"x".repeat(15_000)}`,
          })
        ).code,
      ).toBe(10002);
    const limited = await apiFrom(h.server.url, "127.0.0.2", "/sso/loginByEmail", wrong(20), {
      "X-Forwarded-For": "203.0.113.7:443",
    });
    expect(limited.code).toBe(10029);
    const lines = warnings.filter((line) => line.includes("is not an IP address"));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.length).toBeLessThan(300);
  }, 60_000);
});
