import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { RunningHost } from "../../../server/host/host-server";
import { startServer } from "../../../server/start-server";
import { emptyDir } from "../support/server-harness";

const quiet = { info: () => undefined, warn: () => undefined };
const running: RunningHost[] = [];
const backends: net.Server[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
  for (const backend of backends.splice(0)) await new Promise((resolve) => backend.close(resolve));
});

async function start(options: Parameters<typeof startServer>[0]): Promise<RunningHost> {
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    staticDir: emptyDir(),
    log: quiet,
    ...options,
  });
  running.push(server);
  return server;
}

describe("/readyz details", () => {
  it("name the data file to this machine's own probe only, not through a proxy", async () => {
    const dataFile = `${emptyDir()}/data.json`;
    const server = await start({ dataFile });
    const own = await (await fetch(`${server.url}/readyz`)).json();
    expect(JSON.stringify(own)).toContain(dataFile);
    const relayed = await (
      await fetch(`${server.url}/readyz`, { headers: { "X-Forwarded-For": "203.0.113.7" } })
    ).json();
    expect(relayed).toEqual({ status: "ready", checks: { localApi: { ok: true } } });
  });

  it("probe the backend once a second however many ask, and hide its address from relayed probes", async () => {
    let connections = 0;
    const backend = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    backends.push(backend);
    await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
    const address = backend.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const server = await start({ apiTarget: `http://127.0.0.1:${port}` });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${server.url}/readyz`, { headers: { Forwarded: "for=203.0.113.7" } }).then((r) => r.json()),
      ),
    );
    expect(connections).toBe(1);
    expect(
      answers.every(
        (body) => JSON.stringify(body) === '{"status":"ready","checks":{"upstream":{"ok":true}}}',
      ),
    ).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const own = await (await fetch(`${server.url}/readyz`)).json();
    expect(JSON.stringify(own)).toContain(`127.0.0.1:${port}`);
    expect(connections).toBe(2);
  });
});
