import { afterEach, describe, expect, it } from "vitest";
import { startServer } from "../../../../server/start-server";
import type { RunningHost } from "../../../../server/host/host-server";
import { DEVICE, emptyDir, registerByEmail, startHarness, type Harness } from "../../support/server-harness";
import { apiFrom } from "./client-request";

const quiet = { info: () => undefined, warn: () => undefined };
let harness: Harness | undefined;
let front: RunningHost | undefined;
afterEach(async () => {
  await front?.close();
  await harness?.close();
  front = undefined;
  harness = undefined;
});

/** Two accounts: the attacker guesses at one (never locked here), the victim logs in to the other. */
async function backend(trustProxy: boolean): Promise<Harness> {
  // --dev-api: the harness reads codes from the outbox, which --trust-proxy turns off.
  const h = await startHarness({ trustProxy, lockAfter: 1000, devApi: true });
  harness = h;
  await registerByEmail(h, "target@example.com", "target_user");
  await registerByEmail(h, "victim@example.com", "victim_user");
  return h;
}

const wrong = (i: number) => ({ ...DEVICE, email: "target@example.com", password: `wrong${i}` });
const right = { ...DEVICE, email: "victim@example.com", password: "pass1234" };

describe("per-client limits behind a proxy (AUTH-LOGIN-1, ADR-0301)", () => {
  it("--trust-proxy: 20 bad logins from one forwarded address do not stop another's login", async () => {
    const h = await backend(true);
    // The test client is the trusted proxy: it appends the address it saw, after whatever the
    // client itself claimed.
    const via = (client: string, claimed?: string) => ({
      "X-Forwarded-For": claimed ? `${claimed}, ${client}` : client,
    });
    for (let i = 0; i < 20; i += 1)
      expect(
        (await apiFrom(h.server.url, "127.0.0.1", "/sso/loginByEmail", wrong(i), via("203.0.113.7"))).code,
      ).toBe(10002);
    const limited = await apiFrom(
      h.server.url,
      "127.0.0.1",
      "/sso/loginByEmail",
      wrong(20),
      via("203.0.113.7"),
    );
    expect(limited.code).toBe(10029);
    // A claim the attacker put in front of its own address buys it nothing.
    const claimed = await apiFrom(
      h.server.url,
      "127.0.0.1",
      "/sso/loginByEmail",
      wrong(21),
      via("203.0.113.7", "198.51.100.99"),
    );
    expect(claimed.code).toBe(10029);
    const victim = await apiFrom(h.server.url, "127.0.0.1", "/sso/loginByEmail", right, via("203.0.113.8"));
    expect(victim.code).toBe(200);
  }, 90_000);

  it("the host in proxy mode in front of a --trust-proxy simulator keeps the clients apart", async () => {
    const h = await backend(true);
    // The front ignores what clients claim (no --trust-proxy of its own) and forwards the peer.
    front = await startServer({
      port: 0,
      host: "127.0.0.1",
      staticDir: emptyDir(),
      log: quiet,
      apiTarget: h.server.url.replace(/\/+$/, ""),
    });
    const url = front.url;
    const attacker = "127.0.0.2";
    for (let i = 0; i < 20; i += 1)
      expect((await apiFrom(url, attacker, "/sso/loginByEmail", wrong(i))).code).toBe(10002);
    const spoofed = await apiFrom(url, attacker, "/sso/loginByEmail", wrong(20), {
      "X-Forwarded-For": "198.51.100.1",
    });
    expect(spoofed.code).toBe(10029);
    expect((await apiFrom(url, "127.0.0.3", "/sso/loginByEmail", right)).code).toBe(200);
  }, 90_000);

  it("without --trust-proxy a spoofed X-Forwarded-For does not give a fresh bucket", async () => {
    const h = await backend(false);
    for (let i = 0; i < 20; i += 1)
      expect(
        (
          await apiFrom(h.server.url, "127.0.0.2", "/sso/loginByEmail", wrong(i), {
            "X-Forwarded-For": `198.51.100.${i}`,
          })
        ).code,
      ).toBe(10002);
    const fresh = await apiFrom(h.server.url, "127.0.0.2", "/sso/loginByEmail", wrong(20), {
      "X-Forwarded-For": "198.51.100.200",
    });
    expect(fresh.code).toBe(10029);
    // The victim on another address is not affected.
    expect((await apiFrom(h.server.url, "127.0.0.3", "/sso/loginByEmail", right)).code).toBe(200);
  }, 90_000);
});
