/**
 * An outage is not drift (ADR-0463): `contract check` and `smoke` against a port nobody listens on
 * and against a backend that accepts connections and never answers end with the outage verdict
 * and exit 5 (documented: no answer), not "N drifted" and 6. A backend that answers still drifts.
 * And a `--code-from cmd:` command that fails ends the wait at once with its status and stderr
 * (ADR-0462).
 */
import { createServer, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataOf, harnessForSuite, jsonOf, PASSWORD } from "../support/cli-harness";

const h = harnessForSuite();

interface Listening {
  readonly port: number;
  close(): Promise<void>;
}

/** Takes every connection and never answers. */
function silentServer(): Promise<Listening> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({
        port: typeof address === "object" && address !== null ? address.port : 0,
        close: () => {
          for (const socket of sockets) socket.destroy();
          return new Promise((done) => server.close(() => done()));
        },
      });
    }),
  );
}

describe.each(["contract check", "smoke"])("lumen %s when the backend is out", (command) => {
  let silent: Listening;
  let closedPort: number;
  beforeAll(async () => {
    silent = await silentServer();
    const gone = await silentServer();
    closedPort = gone.port;
    await gone.close();
  });
  afterAll(() => silent.close());

  it("a closed port is an outage (refused): exit 5, no drift reported", async () => {
    const baseUrl = `http://127.0.0.1:${closedPort}/api`;
    const result = await h.run([...command.split(" "), "--json"], { baseUrl });
    expect(result.code, result.stderr).toBe(5);
    expect(jsonOf(result)["error"]).toMatchObject({
      kind: "network",
      message: expect.stringContaining(baseUrl),
    });
    expect(dataOf(result)).toMatchObject({ outage: "refused" });
    expect(result.stdout).not.toMatch(/drifted/);
  });

  it("a backend that never answers is an outage (timeout): exit 5", async () => {
    const baseUrl = `http://127.0.0.1:${silent.port}/api`;
    const started = Date.now();
    const result = await h.run([...command.split(" "), "--timeout", "1000", "--json"], { baseUrl });
    expect(result.code, result.stderr).toBe(5);
    expect(dataOf(result)).toMatchObject({ outage: "timeout" });
    // One timeout decides it: the calls not yet sent are not sent.
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it("a backend that answers is judged on the contract, not called out", async () => {
    const result = await h.run([...command.split(" "), "--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(dataOf(result)["outage"] ?? null).toBeNull();
  });
});

describe("--code-from cmd: that fails", () => {
  it("cmd:false fails within 2 s naming the exit status", async () => {
    const started = Date.now();
    const result = await h.run([
      "signup",
      "--email",
      "cmd.false@example.com",
      "--password",
      PASSWORD,
      "--code-from",
      "cmd:false",
      "--json",
    ]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result.code).toBe(4);
    expect(jsonOf(result)["error"]).toMatchObject({
      kind: "noCode",
      message: expect.stringMatching(/exited with status 1/),
    });
  });

  it("quotes what the command wrote to stderr, and `lumen code` does the same", async () => {
    const result = await h.run([
      "code",
      "--to",
      "x@example.com",
      "--code-from",
      "cmd:echo 'vault: permission denied' >&2; exit 3",
      "--wait",
      "30s",
    ]);
    expect(result.code).toBe(4);
    expect(result.stderr).toMatch(/exited with status 3: vault: permission denied/);
  });
});
