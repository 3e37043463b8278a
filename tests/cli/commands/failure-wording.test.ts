/**
 * Messages that say what happened once and point the right way: a locked account's line does not
 * repeat the dialog's body next to the server's message (the next line gives the unlock command);
 * a success envelope whose data has the wrong shape is not called "not a valid response envelope";
 * an HTML 500 on an existing path does not ask whether /api is missing from --base-url.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { dataOf, harnessForSuite, jsonOf, PASSWORD } from "../support/cli-harness";

const h = harnessForSuite();

describe("failure wording", () => {
  it("a locked account: the title and the server's message once, then the unlock command", async () => {
    const email = "wording.locked@example.com";
    expect(
      (await h.run(["signup", "--email", email, "--password", PASSWORD, "--code-from", "outbox"])).code,
    ).toBe(0);
    let last = await h.run(["login", "--email", email, "--password", "Wrong999"]);
    for (let i = 0; i < 6 && !`${last.stdout}${last.stderr}`.includes("lumen unlock"); i += 1)
      last = await h.run(["login", "--email", email, "--password", "Wrong999"]);
    const error = last.stderr.split("\n").find((line) => line.startsWith("Error:")) ?? "";
    expect(error).toMatch(/^Error: Account locked: /);
    expect(error).not.toMatch(/For your security/);
    expect(error.match(/unlock it with/gi)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(last.stdout).toContain(`To unlock it: lumen unlock --email ${email}`);
  });

  it("a valid envelope with the wrong data says so, and where to look", async () => {
    await h.fault({ path: "/sso/getCountryList", body: { code: 200, message: "", data: { wrong: true } } });
    try {
      const result = await h.run(["countries", "--json"]);
      expect(result.code).toBe(4);
      const message = String(Reflect.get(Object(jsonOf(result)["error"]), "message"));
      expect(message).toMatch(/valid envelope \(code 200\), but its data does not have the shape/);
      expect(message).toMatch(/lumen contract check/);
      expect(message).not.toMatch(/not a valid response envelope/);
    } finally {
      await h.clearFaults();
    }
  });

  it("an HTML 500 on the right path is a server failure, not a missing /api", async () => {
    const html = http.createServer((_req, res) =>
      res
        .writeHead(500, { "Content-Type": "text/html" })
        .end("<html><body>500 Internal Server Error</body></html>"),
    );
    await new Promise<void>((resolve) => html.listen(0, "127.0.0.1", resolve));
    const { port } = html.address() as AddressInfo;
    try {
      const result = await h.run(["smoke", "--json"], { baseUrl: `http://127.0.0.1:${port}/api` });
      expect(result.code).toBe(6);
      const checks = dataOf(result)["checks"];
      const notes = Array.isArray(checks) ? checks.map((c) => String(Reflect.get(Object(c), "note"))) : [];
      expect(notes.length).toBeGreaterThan(0);
      for (const note of notes) {
        expect(note).toMatch(/HTML error page \(HTTP 500/);
        expect(note).not.toMatch(/missing from --base-url/);
      }
    } finally {
      await new Promise<void>((resolve) => html.close(() => resolve()));
    }
  });
});
