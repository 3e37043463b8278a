import path from "node:path";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../server/simulator/domain/password-hash";
import { loadDataFile } from "../../server/simulator/state/data-file";
import { coalescedWrites } from "../../server/simulator/state/persistence";
import { MAX_SESSIONS_PER_ACCOUNT } from "../../server/simulator/state/session-store";
import { DEVICE, emptyDir, registerByEmail, startHarness } from "./support/server-harness";

describe("sessions", () => {
  it("expire, and a sweep removes them from memory and the data file", async () => {
    const dataFile = path.join(emptyDir(), "sso.json");
    const h = await startHarness({ dataFile, sessionTtlMs: 60_000 });
    try {
      const { token } = await registerByEmail(h, "sweep@example.com", "sweep_user");
      expect((await h.api("/miniProgram/oneTimeToken", { headers: { Authorization: token } })).code).toBe(
        200,
      );
      h.clock.advance(61_000);
      expect((await h.api("/miniProgram/oneTimeToken", { headers: { Authorization: token } })).code).toBe(
        10008,
      );
      expect(h.server.state.sessions.size).toBe(1);
      expect(h.server.state.sessions.sweep()).toBe(1);
      expect(h.server.state.sessions.size).toBe(0);
      await h.server.state.persistence.flush();
      expect(loadDataFile(dataFile)?.state.sessions).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it("keep at most MAX_SESSIONS_PER_ACCOUNT per account, dropping the oldest", async () => {
    // More logins at once than one client may have in flight by default: each reserves a place in
    // passwordPerClient until its hash says it was right, counts in loginPerClient, and is one of
    // the requests in flight the client may have (ADR-0420).
    const roomy = { capacity: 1000, refillMs: 1000 };
    const h = await startHarness({
      rateLimits: { loginPerClient: roomy, passwordPerClient: roomy },
      maxInFlightPerClient: 1000,
    });
    try {
      const { token: first } = await registerByEmail(h, "many@example.com", "many_user");
      const logins = Array.from({ length: MAX_SESSIONS_PER_ACCOUNT + 5 }, () =>
        h.api("/sso/loginByEmail", { body: { ...DEVICE, email: "many@example.com", password: "pass1234" } }),
      );
      expect((await Promise.all(logins)).map((l) => l.code)).toEqual(logins.map(() => 200));
      expect(h.server.state.sessions.size).toBe(MAX_SESSIONS_PER_ACCOUNT);
      expect((await h.api("/miniProgram/oneTimeToken", { headers: { Authorization: first } })).code).toBe(
        10008,
      );
    } finally {
      await h.close();
    }
  });

  it("coalesce changes made while a write runs into one next write, and acknowledge each once on disk", async () => {
    // Driven directly: through real logins the count would depend on how the hashing pool spaces
    // them out (one write per login when each finishes after the previous write).
    const releases: (() => void)[] = [];
    let writes = 0;
    const persistence = coalescedWrites(
      () =>
        new Promise<void>((resolve) => {
          writes += 1;
          releases.push(resolve);
        }),
      "test file",
      { info: () => undefined, warn: () => undefined },
    );
    const first = persistence.commit(() => undefined, []);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toBe(1);
    // Ten changes while the first write is on its way: they all wait for one more write.
    const later = Array.from({ length: 10 }, () => persistence.commit(() => undefined, []));
    releases.shift()?.();
    expect(await first).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toBe(2);
    releases.shift()?.();
    expect(await Promise.all(later)).toEqual(Array.from({ length: 10 }, () => true));
    await persistence.flush();
    expect(writes).toBe(2);
  });

  it("keeps every concurrent login's session in the data file", async () => {
    const dataFile = path.join(emptyDir(), "sso.json");
    const h = await startHarness({ dataFile });
    try {
      await registerByEmail(h, "batch@example.com", "batch_user");
      const logins = Array.from({ length: 10 }, () =>
        h.api("/sso/loginByEmail", { body: { ...DEVICE, email: "batch@example.com", password: "pass1234" } }),
      );
      expect((await Promise.all(logins)).map((l) => l.code)).toEqual(logins.map(() => 200));
      await h.server.state.persistence.flush();
      expect(loadDataFile(dataFile)?.state.sessions).toHaveLength(11);
    } finally {
      await h.close();
    }
  });
});

describe("password hashing", () => {
  it("keeps the stored format and verifies hashes written by the earlier synchronous code", async () => {
    const stored = await hashPassword("pass1234", "test");
    expect(stored).toMatch(/^scrypt\$16384\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword("pass1234", stored, "test")).toBe(true);
    expect(await verifyPassword("pass1235", stored, "test")).toBe(false);
    // Written by scryptSync(password, salt, 32, { N: 16384 }) before this change.
    const { scryptSync } = await import("node:crypto");
    const salt = Buffer.from("00112233445566778899aabbccddeeff", "hex");
    const legacy = `scrypt$16384$${salt.toString("hex")}$${scryptSync("old-pass", salt, 32, { N: 16384 }).toString("hex")}`;
    expect(await verifyPassword("old-pass", legacy, "test")).toBe(true);
    expect(await verifyPassword("old-pass", "scrypt$99$00$00", "test")).toBe(false);
  });

  it("does not block other requests while logins are hashing", async () => {
    const h = await startHarness();
    try {
      await registerByEmail(h, "busy@example.com", "busy_user");
      const done: string[] = [];
      const logins = Array.from({ length: 12 }, () =>
        h
          .api("/sso/loginByEmail", { body: { ...DEVICE, email: "busy@example.com", password: "pass1234" } })
          .then(() => done.push("login")),
      );
      // Sent after every login: with blocking hashing it could only be answered after all of them.
      await new Promise((resolve) => setImmediate(resolve));
      const quick = h.api("/sso/registration/type").then(() => done.push("quick"));
      await Promise.all([...logins, quick]);
      expect(done.indexOf("quick")).toBeLessThan(done.length - 1);
    } finally {
      await h.close();
    }
  });
});
