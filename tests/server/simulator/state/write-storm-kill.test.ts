import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { hashPassword } from "../../../../server/simulator/domain/password-hash";
import { loadDataFile, serializeData } from "../../../../server/simulator/state/data-file";
import type { StoredAccount, StoredSession } from "../../../../server/simulator/state/persisted-data.schema";
import { DEVICE, emptyDir } from "../../support/server-harness";
import { spawnServer, type ServerProcess } from "../../support/server-process";
import { apiFrom } from "../security/client-request";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const LANES = 40;
const LOGINS = 12;

let running: ServerProcess | undefined;
afterEach(() => {
  running?.kill("SIGKILL");
  running = undefined;
});

/** The server from source (tsx), as `npm start` would run it, on a data file of ours. */
function start(dataFile: string): Promise<ServerProcess> {
  // The 40 writing lanes all come from 127.0.0.1: factor 3 gives that address room for 60 requests
  // in flight (ADR-0420), so the storm is not thinned out by 429s.
  const args = ["--static", emptyDir(), "--data", dataFile, "--rate-limit-factor", "3"];
  return spawnServer(path.join(ROOT, "server", "main.ts"), args, {
    cwd: ROOT,
    env: { NODE_OPTIONS: "--import tsx" },
  });
}

function account(id: number, passwordHash: string): StoredAccount {
  return {
    id,
    memberId: String(10_000_000 + id * 7919),
    username: `storm_${id}`,
    nickname: `Storm ${id}`,
    email: `storm${id}@example.com`,
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

async function codeOf(response: Response): Promise<number> {
  const body: { code: number } = await response.json();
  return body.code;
}

/** Lane i is a client of its own (127.0.1.i), so no per-client limit slows the storm down. */
const laneAddress = (lane: number): string => `127.0.1.${lane + 1}`;

describe("a kill -9 in the middle of a write storm (ADR-0340)", () => {
  it("loses no acknowledged change and restarts on the same file", async () => {
    const dataFile = path.join(emptyDir(), "sso.json");
    const passwordHash = await hashPassword("pass1234", "seed");
    const accounts = Array.from({ length: LANES + LOGINS }, (_, i) => account(i + 1, passwordHash));
    const sessions: StoredSession[] = accounts.slice(0, LANES).map((a) => ({
      token: randomBytes(32).toString("base64url"),
      accountId: a.id,
      expiresAt: Date.now() + 3_600_000,
    }));
    writeFileSync(dataFile, serializeData({ nextId: accounts.length + 1, accounts, sessions }));
    const server = await start(dataFile);
    running = server;

    // Each lane rewrites its account's application, one at a time, numbering every write; the
    // highest number answered 200 is what must survive. Logins add sessions alongside.
    const acknowledged = new Map<number, number>();
    const tokens: string[] = [];
    let stop = false;
    const lane = async (index: number): Promise<void> => {
      const session = sessions[index];
      if (!session) return;
      for (let write = 1; !stop; write += 1) {
        const answer = await fetch(`${server.url}/api/creator/application`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${session.token}` },
          body: JSON.stringify({
            role: "blogger",
            email: `storm${session.accountId}@example.com`,
            creativeField: ["other"],
            reason: `write ${write}`,
            affect: "https://a.example",
          }),
        }).then(codeOf, () => undefined);
        if (answer === undefined) return;
        if (answer === 200) acknowledged.set(session.accountId, write);
      }
    };
    const login = async (index: number): Promise<void> => {
      const id = LANES + index + 1;
      const answer = await apiFrom(server.url, laneAddress(index), "/sso/loginByEmail", {
        ...DEVICE,
        email: `storm${id}@example.com`,
        password: "pass1234",
      }).catch(() => undefined);
      const data: unknown = answer?.data;
      if (answer?.code === 200 && typeof data === "object" && data !== null && "token" in data)
        tokens.push(String(data.token));
    };
    const storm = [
      ...Array.from({ length: LANES }, (_, i) => lane(i)),
      ...Array.from({ length: LOGINS }, (_, i) => login(i)),
    ];
    // Killed once enough writes were answered, while every lane still has one on its way.
    const enough = (): boolean =>
      [...acknowledged.values()].reduce((sum, n) => sum + n, 0) >= 400 && tokens.length >= LOGINS / 2;
    while (!enough()) await new Promise((resolve) => setTimeout(resolve, 20));
    server.kill("SIGKILL");
    expect(await server.exited).toBe("SIGKILL");
    stop = true;
    await Promise.all(storm);
    running = undefined;

    const restarted = await start(dataFile);
    running = restarted;
    const stored = loadDataFile(dataFile)?.state;
    expect(stored?.accounts).toHaveLength(accounts.length);
    const survived = new Map(
      stored?.accounts.map((a) => [a.id, Number(a.applications.blogger?.reason.replace("write ", "") ?? 0)]),
    );
    expect(acknowledged.size).toBe(LANES);
    for (const [id, write] of acknowledged) expect(survived.get(id)).toBeGreaterThanOrEqual(write);
    for (const token of tokens) {
      const oneTime = await fetch(`${restarted.url}/api/miniProgram/oneTimeToken`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(await codeOf(oneTime)).toBe(200);
    }
    restarted.kill("SIGTERM");
    await restarted.exited;
    running = undefined;
  }, 120_000);
});
