// Signals are real only in a real process: the one-file bundle in a child. A request in flight
// when SIGTERM arrives still gets its 200; a second signal ends the process at once; stdout
// carries one JSON access line per request, with the id the response carried.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServerBundle, spawnServer, type ServerProcess } from "./support/server-process";

let bundle: string;
const running: ServerProcess[] = [];

beforeAll(() => {
  bundle = buildServerBundle();
}, 60_000);
afterAll(async () => {
  for (const server of running) {
    server.kill("SIGKILL");
    await server.exited;
  }
});

/** The server holds /api/sso/getCountryList for `delayMs` (a fault rule) before answering. */
async function slowServer(delayMs: number): Promise<ServerProcess> {
  const fault = JSON.stringify({ path: "/sso/getCountryList", delayMs });
  const server = await spawnServer(bundle, ["--faults", fault, "--shutdown-grace", "10000"], {
    env: { LOG_LEVEL: "debug" },
  });
  running.push(server);
  return server;
}

const startedLine = (line: string): boolean => line.includes("started GET /api/sso/getCountryList");

describe("graceful shutdown", () => {
  it("lets a request in flight during SIGTERM finish with 200, then exits 0", async () => {
    const server = await slowServer(1_500);
    const pending = fetch(`${server.url}/api/sso/getCountryList`);
    await server.line(startedLine);
    server.kill("SIGTERM");
    const response = await pending;
    expect(response.status).toBe(200);
    const body: { code: number } = await response.json();
    expect(body.code).toBe(200);
    expect(await server.exited).toBe(0);

    const access = server.stdout
      .filter((line) => line.startsWith("{"))
      .map((line): unknown => JSON.parse(line))
      .filter(
        (entry) => typeof entry === "object" && entry !== null && "msg" in entry && entry.msg === "request",
      );
    expect(access).toEqual([
      expect.objectContaining({
        method: "GET",
        path: "/api/sso/getCountryList",
        status: 200,
        requestId: response.headers.get("x-request-id"),
        level: "info",
      }),
    ]);
  });

  it("exits at once on a second signal, without waiting for the request", async () => {
    const server = await slowServer(30_000);
    const pending = fetch(`${server.url}/api/sso/getCountryList`).then(
      (response) => response.status,
      () => "cut",
    );
    await server.line(startedLine);
    const signalled = Date.now();
    server.kill("SIGTERM");
    await server.line((line) => line.startsWith("SIGTERM: shutting down"));
    server.kill("SIGTERM");
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(await pending).toBe("cut");
  });
});
