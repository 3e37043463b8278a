/**
 * `lumen random-username` and `lumen admin-domains` run in process against the local server: both
 * answer through a use-case of the core (ADR-0360), so a server failure reaches the user as the
 * use-case's failure, with the exit status and message of every other server read.
 */
import { describe, expect, it } from "vitest";
import { dataOf, harnessForSuite, jsonOf } from "./support/cli-harness";

const ADMIN = "https://admin.example";
const h = harnessForSuite({ adminDomains: [ADMIN, "admin.example", "second.example"] });

describe("lumen random-username", () => {
  it("prints the server's generated account ID", async () => {
    const result = await h.run(["random-username", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(dataOf(result)["username"]).toMatch(/^[a-z][a-z0-9_]{3,}$/);
  });

  it("exits 4 with the status when the server answers 500", async () => {
    await h.fault({ path: "/sso/generateRandomUsername", status: 500 });
    try {
      const result = await h.run(["random-username", "--json"]);
      expect(result.code, result.stderr).toBe(4);
      expect(jsonOf(result)).toMatchObject({ ok: false, exitCode: 4 });
      expect(result.stderr).toMatch(/500/);
    } finally {
      await h.clearFaults();
    }
  });
});

describe("lumen admin-domains", () => {
  it("lists the domains as served and their origins, duplicates dropped", async () => {
    const result = await h.run(["admin-domains", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(dataOf(result)).toEqual({
      domains: [ADMIN, "admin.example", "second.example"],
      origins: [ADMIN, "https://second.example"],
    });
  });

  it("exits 4 with the status when the list cannot be fetched", async () => {
    await h.fault({ path: "/b2b/domains", status: 500 });
    try {
      const result = await h.run(["admin-domains"]);
      expect(result.code, result.stderr).toBe(4);
      expect(result.stderr).toMatch(/500/);
    } finally {
      await h.clearFaults();
    }
  });
});
