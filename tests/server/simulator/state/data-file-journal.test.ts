import { appendFileSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../../../../server/simulator/domain/password-hash";
import {
  DataFileError,
  loadDataFile,
  resolveDataFile,
  serializeData,
} from "../../../../server/simulator/state/data-file";
import { journaledDataFile } from "../../../../server/simulator/state/journal-writer";
import type { PersistedState, StoredAccount } from "../../../../server/simulator/state/persisted-data.schema";
import { DEVICE, emptyDir, registerByEmail, startHarness } from "../../support/server-harness";

const quiet = { info: () => undefined, warn: () => undefined };

function account(id: number, passwordHash: string): StoredAccount {
  return {
    id,
    memberId: String(10_000_000 + id * 7919),
    username: `user_${id}`,
    nickname: `User ${id}`,
    email: `user${id}@example.com`,
    phone: null,
    mobile: null,
    passwordHash,
    failedLogins: 0,
    locked: false,
    deleted: false,
    createdAt: "2026-11-26T00:00:00.000Z",
    extra: {},
    applications: {},
  };
}

/** A data file as a compacted server leaves it, with `count` accounts that share one password. */
async function seededFile(count: number): Promise<string> {
  const file = path.join(emptyDir(), "sso.json");
  const passwordHash = await hashPassword("pass1234", "seed");
  const state: PersistedState = {
    nextId: count + 1,
    accounts: Array.from({ length: count }, (_, i) => account(i + 1, passwordHash)),
    sessions: [],
  };
  writeFileSync(file, serializeData(state));
  return file;
}

describe("the data file's journal (ADR-0340)", () => {
  it("appends one line per change and leaves the 10,000-account snapshot untouched", async () => {
    const file = await seededFile(10_000);
    const snapshot = readFileSync(file, "utf8");
    const inode = statSync(file).ino;
    const h = await startHarness({ dataFile: file });
    try {
      const wrong = await h.api("/sso/loginByEmail", {
        body: { ...DEVICE, email: "user5000@example.com", password: "wrong1" },
      });
      expect(wrong.code).not.toBe(200);
      const login = await h.api("/sso/loginByEmail", {
        body: { ...DEVICE, email: "user7000@example.com", password: "pass1234" },
      });
      expect(login.code).toBe(200);
      await h.server.state.persistence.flush();
    } finally {
      await h.close();
    }
    const after = readFileSync(file, "utf8");
    // Not rewritten: the same file, starting with the same bytes, followed by the changes alone.
    expect(statSync(file).ino).toBe(inode);
    expect(after.startsWith(snapshot)).toBe(true);
    const journal = after.slice(snapshot.length).split("\n").filter(Boolean);
    // The failed login's count, the lifted count on success, the new session.
    expect(journal.length).toBeGreaterThanOrEqual(2);
    expect(journal.length).toBeLessThanOrEqual(3);
    const written = Buffer.byteLength(after) - Buffer.byteLength(snapshot);
    expect(written).toBeLessThan(4096);
    expect(Buffer.byteLength(snapshot)).toBeGreaterThan(1000 * written);
    const loaded = loadDataFile(file);
    expect(loaded?.state.accounts).toHaveLength(10_000);
    expect(loaded?.state.accounts.find((a) => a.id === 5000)?.failedLogins).toBe(1);
    expect(loaded?.state.sessions.map((s) => s.accountId)).toEqual([7000]);
  });

  it("starts past a last line a kill -9 cut short, and rewrites the file before appending", async () => {
    const file = path.join(emptyDir(), "sso.json");
    const first = await startHarness({ dataFile: file });
    await registerByEmail(first, "kept@example.com", "kept_user");
    await first.close();
    appendFileSync(file, '{"checksum":"sha256:00","changes":[{"op":"acc');
    expect(loadDataFile(file)?.tornBytes).toBeGreaterThan(0);
    const h = await startHarness({ dataFile: file });
    try {
      const login = await h.api("/sso/loginByEmail", {
        body: { ...DEVICE, email: "kept@example.com", password: "pass1234" },
      });
      expect(login.code).toBe(200);
      await h.server.state.persistence.flush();
    } finally {
      await h.close();
    }
    const text = readFileSync(file, "utf8");
    expect(text).not.toContain('"op":"acc"');
    expect(text.endsWith("\n")).toBe(true);
    expect(loadDataFile(file)?.tornBytes).toBe(0);
    expect(loadDataFile(file)?.state.sessions).toHaveLength(2);
  });

  it.each([
    [
      "a flipped byte in a journal line",
      (line: string) => line.replace("kept_user", "kept_usex"),
      /checksum/,
    ],
    ["a journal line that is not JSON", () => "{ not json", /not valid JSON/],
    ["a journal line of the wrong shape", () => '{"checksum":1}', /wrong type/],
  ] as const)("refuses to start (exit 78) on %s, naming the line", async (_name, damage, problem) => {
    const file = path.join(emptyDir(), "sso.json");
    const first = await startHarness({ dataFile: file });
    await registerByEmail(first, "kept@example.com", "kept_user");
    await first.api("/sso/loginByEmail", {
      body: { ...DEVICE, email: "kept@example.com", password: "bad1" },
    });
    await first.close();
    const lines = readFileSync(file, "utf8").split("\n");
    const at = lines.findIndex((line, i) => i > 0 && line.includes("kept_user"));
    expect(at).toBeGreaterThan(0);
    lines[at] = damage(lines[at] ?? "");
    writeFileSync(file, lines.join("\n"));
    const error = await startHarness({ dataFile: file }).then(
      async (h) => {
        await h.close();
        return undefined;
      },
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DataFileError);
    expect(Object(error).exitCode).toBe(78);
    expect(String(Object(error).message)).toMatch(problem);
    expect(String(Object(error).message)).toContain(`line ${at + 1}`);
  });

  it("compacts into one snapshot line once the journal outgrows it, through a symbolic link", async () => {
    const dir = emptyDir();
    const real = path.join(dir, "real.json");
    writeFileSync(real, serializeData({ nextId: 2, accounts: [account(1, "scrypt$x")], sessions: [] }));
    const link = path.join(dir, "link.json");
    symlinkSync(real, link);
    const file = resolveDataFile(link);
    let state: PersistedState = loadDataFile(file)?.state ?? { nextId: 1, accounts: [], sessions: [] };
    const persistence = journaledDataFile({
      file,
      loaded: loadDataFile(file),
      snapshot: () => state,
      log: quiet,
      compactFloorBytes: 0,
    });
    const sizes: number[] = [];
    for (let failed = 1; failed <= 6; failed += 1) {
      const changed = { ...account(1, "scrypt$x"), failedLogins: failed };
      state = { ...state, accounts: [changed] };
      expect(
        await persistence.commit(() => undefined, [{ op: "account", account: changed, nextId: 2 }]),
      ).toBe(true);
      sizes.push(readFileSync(real, "utf8").split("\n").filter(Boolean).length);
    }
    // Grows by a line per change until the journal is larger than the snapshot, then folds.
    expect(sizes.slice(0, 2)).toEqual([2, 3]);
    expect(sizes).toContain(1);
    expect(statSync(link).isFile()).toBe(true);
    expect(readFileSync(link, "utf8")).toBe(readFileSync(real, "utf8"));
    expect(loadDataFile(link)?.state.accounts[0]?.failedLogins).toBe(6);
  });
});
