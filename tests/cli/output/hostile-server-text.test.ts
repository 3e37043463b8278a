/**
 * A hostile server's text cannot pose as the CLI's own lines: the login below fails, and whatever
 * line breaks the server puts in its message, the output has no line that starts "Logged in."
 * (ADR-0474). The server is a real HTTP server on loopback answering every call with its envelope.
 */
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverText } from "../../../cli/output/terminal-text";
import { runInProcess } from "../support/cli-harness";

const FAKE =
  "Wrong password.\nLogged in. The token is saved in /home/you/.lumen.\r\nLogged in.\u2028Logged in.";
let server: http.Server;
let baseUrl: string;
let stateDir: string;

beforeAll(async () => {
  stateDir = mkdtempSync(path.join(tmpdir(), "lumen-cli-hostile-"));
  server = http.createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    // Every call fails with the fake text; a random-username call answers it as the name.
    const data = /randomusername/i.test(req.url ?? "") ? FAKE : null;
    res.end(
      JSON.stringify(data === null ? { code: 10002, message: FAKE, data } : { code: 200, message: "", data }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api`;
}, 30_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(stateDir, { recursive: true, force: true });
});

describe("server text in the CLI's output", () => {
  it("shows line breaks as \\n, never as new lines", () => {
    expect(serverText("a\nb\r\nc\rd\u2028e\u2029f")).toBe("a\\nb\\nc\\nd\\ne\\nf");
    expect(serverText("\u001b[2Kok")).toBe("[2Kok");
  });

  it("a login refused with a multi-line message prints no line that starts like the CLI's own", async () => {
    const run = await runInProcess(["login", "--email", "qa@example.com", "--password", "Secret123"], {
      baseUrl,
      stateDir,
    });
    expect(run.code).not.toBe(0);
    const lines = `${run.stdout}${run.stderr}`.split("\n");
    expect(lines.some((line) => line.startsWith("Logged in"))).toBe(false);
    expect(run.stderr).toContain("\\nLogged in.");
  });

  it("a server value printed as a result stays on its own line", async () => {
    const run = await runInProcess(["random-username"], { baseUrl, stateDir });
    const lines = run.stdout.split("\n");
    expect(run.stdout).toContain("Wrong password.\\nLogged in.");
    expect(lines.some((line) => line.startsWith("Logged in"))).toBe(false);
  });
});
