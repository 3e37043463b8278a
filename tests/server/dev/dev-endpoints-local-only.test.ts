import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LocalServerOptions } from "../../../server/start-server";
import { buildServerBundle, spawnServer, type ServerProcess } from "../support/server-process";
import { startHarness, type Harness } from "../support/server-harness";

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const ATTACKER = "https://attacker.example";

/** GET /api/dev/outbox and POST /api/dev/config adding an attacker's callback origin: both statuses. */
async function devCalls(
  options: LocalServerOptions,
  headers: Record<string, string> = {},
): Promise<{ outbox: number; config: number; callbackOrigins: readonly string[] }> {
  h = await startHarness(options);
  const outbox = await h.raw("/dev/outbox", { headers });
  const config = await h.raw("/dev/config", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ callbackOrigins: [ATTACKER] }),
  });
  return {
    outbox: outbox.status,
    config: config.status,
    callbackOrigins: h.server.state.config.callbackOrigins ?? [],
  };
}

describe("dev endpoints on a truly local server only", () => {
  it("are on for a loopback server with no proxy in play", async () => {
    const calls = await devCalls({});
    expect(calls).toMatchObject({ outbox: 200, config: 200 });
    expect(calls.callbackOrigins).toContain(ATTACKER);
  });

  it("are refused with --public-origin (a tunnel or proxy reaches the server)", async () => {
    const calls = await devCalls({ publicOrigin: "https://app.example" });
    expect(calls).toMatchObject({ outbox: 404, config: 404 });
    expect(calls.callbackOrigins).not.toContain(ATTACKER);
  });

  it("are refused with --trust-proxy, even to the forwarded client's own request", async () => {
    const calls = await devCalls({ trustProxy: true }, { "X-Forwarded-For": "203.0.113.7" });
    expect(calls).toMatchObject({ outbox: 404, config: 404 });
    expect(calls.callbackOrigins).not.toContain(ATTACKER);
  });

  it("refuse a request that carries X-Forwarded-For, Forwarded or X-Real-IP on a local server", async () => {
    const variants: Record<string, string>[] = [
      { "X-Forwarded-For": "203.0.113.7" },
      { Forwarded: "for=203.0.113.7" },
      { "X-Forwarded-Host": "app.example" },
      { "X-Real-IP": "203.0.113.7" },
    ];
    for (const headers of variants) {
      const calls = await devCalls({}, headers);
      expect(calls, JSON.stringify(headers)).toMatchObject({ outbox: 404, config: 404 });
      expect(calls.callbackOrigins).not.toContain(ATTACKER);
      await h?.close();
      h = undefined;
    }
  });

  it("are on with --dev-api whatever the proxy, the public origin or the forwarded headers", async () => {
    const calls = await devCalls(
      { devApi: true, trustProxy: true, publicOrigin: "https://app.example" },
      { "X-Forwarded-For": "203.0.113.7" },
    );
    expect(calls).toMatchObject({ outbox: 200, config: 200 });
  });
});

describe("the server started from the command line", () => {
  let bundle: string;
  let server: ServerProcess | undefined;
  beforeAll(() => {
    bundle = buildServerBundle();
  });
  afterEach(async () => {
    server?.kill("SIGKILL");
    await server?.exited;
    server = undefined;
  });

  it("says why the dev endpoints are off with --public-origin, and prints a warning line for --dev-api", async () => {
    server = await spawnServer(bundle, ["--public-origin", "https://app.example"]);
    expect(server.stdout.join("\n")).toContain("Dev endpoints (/api/dev/*): off (--public-origin");
    expect(server.stderr.join("\n")).not.toContain("warning: --dev-api");
    server.kill("SIGKILL");
    await server.exited;
    server = await spawnServer(bundle, ["--public-origin", "https://app.example", "--dev-api"]);
    expect(server.stdout.join("\n")).toContain("Dev endpoints (/api/dev/*): on (--dev-api");
    // stderr is its own pipe: its line may land just after stdout's last one.
    const started = Date.now();
    while (!server.stderr.join("\n").includes("warning: --dev-api:") && Date.now() - started < 5_000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.stderr.join("\n")).toContain("warning: --dev-api:");
  });
});
