/**
 * `lumen flow lockout-unlock` and `lumen flow forgot` run their whole standard flow per virtual
 * user against the local server (FLOW-LOCKED-1: wrong passwords until locked, a refused correct
 * password while locked, unlock by code, then a login; forgot: a reset by code, then a login with
 * the new password), with a JUnit case per user and step and percentiles per step.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dataOf, harnessForSuite } from "../support/cli-harness";

const h = harnessForSuite();

const STEPS = {
  "lockout-unlock": ["signup", "logout", "lock", "login-locked", "unlock", "login"],
  forgot: ["signup", "logout", "forgot", "login", "whoami"],
} as const;

describe.each(Object.entries(STEPS))("lumen flow %s", (flow, steps) => {
  it("passes every step for 2 users, 2 at a time, with a JUnit case per user and step", async () => {
    const junit = path.join(mkdtempSync(path.join(tmpdir(), "lumen-flow-kind-")), "flow.xml");
    const result = await h.run(
      ["flow", flow, "--users", "2", "--concurrency", "2", "--junit", junit, "--json"],
      { timeoutMs: 120_000 },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(dataOf(result)).toMatchObject({ passed: 2, failed: 0, users: 2 });
    expect(dataOf(result)["steps"]).toEqual(
      steps.map((step) =>
        expect.objectContaining({
          step,
          passed: 2,
          failed: 0,
          p50: expect.any(Number),
          p95: expect.any(Number),
        }),
      ),
    );
    const xml = readFileSync(junit, "utf8");
    expect(xml.match(/<testcase /g)).toHaveLength(2 * steps.length);
    expect(xml).toContain('failures="0"');
  }, 150_000);
});
