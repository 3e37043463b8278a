import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DATA_FILE_EXIT_CODE, loadDataFile } from "../../server/simulator/state/data-file";
import { DEVICE, emptyDir, registerByEmail, startHarness, type Harness } from "./support/server-harness";

/** A data file written by the server itself, with one account in it. */
async function validDataFile(): Promise<string> {
  const dataFile = path.join(emptyDir(), "sso.json");
  const h = await startHarness({ dataFile });
  await registerByEmail(h, "kept@example.com", "kept_user");
  await h.close();
  return dataFile;
}

/** The seven ways a data file was found broken; each must stop the server, not start it empty. */
const CORRUPTIONS: readonly (readonly [string, (file: string) => void, RegExp])[] = [
  ["empty", (file) => writeFileSync(file, ""), /is empty/],
  ["truncated", (file) => writeFileSync(file, readFileSync(file, "utf8").slice(0, 120)), /not valid JSON/],
  [
    "random bytes",
    (file) => writeFileSync(file, Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919) % 256))),
    /not valid JSON/,
  ],
  [
    "one wrong field type",
    (file) =>
      writeFileSync(file, readFileSync(file, "utf8").replace('"failedLogins":0', '"failedLogins":"0"')),
    /checksum|wrong type/,
  ],
  [
    "one flipped byte",
    (file) => writeFileSync(file, readFileSync(file, "utf8").replace("kept_user", "kept_usex")),
    /checksum/,
  ],
  [
    "a future version",
    (file) => writeFileSync(file, readFileSync(file, "utf8").replace('"version":2', '"version":3')),
    /newer version/,
  ],
  [
    "a directory at the path",
    (file) => {
      rmSync(file);
      mkdirSync(file);
    },
    /is a directory/,
  ],
];

describe("a data file that can't be used", () => {
  it.each(CORRUPTIONS)(
    "%s: stops startup with the file named and the choices",
    async (_name, corrupt, problem) => {
      const dataFile = await validDataFile();
      corrupt(dataFile);
      const start = startHarness({ dataFile });
      await expect(start).rejects.toThrow(problem);
      await expect(start).rejects.toThrow(dataFile);
      await expect(start).rejects.toThrow(/--reset-data/);
      // Nothing was moved or rewritten.
      expect(readdirSync(path.dirname(dataFile))).toEqual(["sso.json"]);
    },
  );

  it("makes the server process exit with code 78 and the message on stderr", () => {
    const dir = emptyDir();
    const dataFile = path.join(dir, "sso.json");
    writeFileSync(dataFile, "{ truncated");
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "server/main.ts", "--port", "0", "--static", dir, "--data", dataFile],
      { encoding: "utf8", timeout: 30_000 },
    );
    expect(run.status).toBe(DATA_FILE_EXIT_CODE);
    expect(run.stderr).toContain(`The data file ${dataFile} is not valid JSON`);
    expect(run.stderr).toContain("--reset-data");
    expect(run.stdout).not.toContain("running at");
  });

  it("--reset-data keeps the old file as a timestamped copy and starts empty", async () => {
    const dataFile = await validDataFile();
    corruptByFlip(dataFile);
    const before = readFileSync(dataFile, "utf8");
    const h = await startHarness({ dataFile, resetData: true });
    try {
      const names = readdirSync(path.dirname(dataFile));
      const copy = names.find((name) => /^sso\.json\.bak-\d{4}-\d\d-\d\dT/.test(name));
      expect(copy).toBeDefined();
      expect(readFileSync(path.join(path.dirname(dataFile), copy ?? ""), "utf8")).toBe(before);
      const login = await h.api("/sso/loginByEmail", {
        body: { ...DEVICE, email: "kept@example.com", password: "pass1234" },
      });
      expect(login.code).toBe(10006);
    } finally {
      await h.close();
    }
  });

  it("still reads a format-1 file (no checksum) from earlier versions", async () => {
    const dataFile = await validDataFile();
    const data = loadDataFile(dataFile)?.state;
    expect(data?.accounts).toHaveLength(1);
    writeFileSync(dataFile, JSON.stringify({ version: 1, ...data }, null, 2));
    const h = await startHarness({ dataFile });
    try {
      const login = await h.api("/sso/loginByEmail", {
        body: { ...DEVICE, email: "kept@example.com", password: "pass1234" },
      });
      expect(login.code).toBe(200);
    } finally {
      await h.close();
    }
  });
});

function corruptByFlip(file: string): void {
  writeFileSync(file, readFileSync(file, "utf8").replace("kept_user", "kept_usex"));
}

/**
 * Makes every write of the data file fail, as a full or read-only disk would, for root too (root
 * ignores permissions): an append (ADR-0340) can't open the path because a folder stands there
 * (the file is held aside meanwhile), and a rewrite can't create its temp file because a folder
 * stands there too; the data file's folder is read-only on top. Returns where the file's bytes are
 * while blocked, and the undo.
 */
function blockWrites(dataFile: string): { held: string; unblock: () => void } {
  const dir = path.dirname(dataFile);
  const temp = `${dataFile}.${process.pid}.tmp`;
  const held = `${dataFile}.held`;
  renameSync(dataFile, held);
  mkdirSync(dataFile);
  mkdirSync(temp);
  chmodSync(dir, 0o500);
  return {
    held,
    unblock: () => {
      chmodSync(dir, 0o700);
      rmSync(temp, { recursive: true });
      rmSync(dataFile, { recursive: true });
      renameSync(held, dataFile);
    },
  };
}

/** What a restart would read from the file: the snapshot with the journal replayed over it. */
const onDisk = (
  dataFile: string,
): { accounts: readonly { email: string | null; failedLogins: number }[] } => {
  const loaded = loadDataFile(dataFile);
  if (!loaded) throw new Error(`${dataFile} is missing`);
  return loaded.state;
};

describe("a write that fails", () => {
  let h: Harness;

  it("undoes the change in memory, answers a translated 500, and a retry then works", async () => {
    const dataFile = path.join(emptyDir(), "sso.json");
    h = await startHarness({ dataFile });
    try {
      await registerByEmail(h, "first@example.com", "first_user");
      const sent = await h.api("/sso/genEmailAuthCode?email=second@example.com&purpose=register");
      expect(sent.code).toBe(200);
      const token = await h.api("/sso/getRegisterToken", {
        body: { authCode: await h.code("second@example.com"), email: "second@example.com" },
      });
      const signUp = {
        ...DEVICE,
        email: "second@example.com",
        password: "pass1234",
        username: "second_user",
        registerToken: token.data,
      };

      const { held, unblock } = blockWrites(dataFile);
      const failed = await h.raw("/sso/registerByEmail", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": "en-US" },
        body: JSON.stringify(signUp),
      });
      expect(failed.status).toBe(500);
      expect((await failed.json()).message).toBe(
        "The server couldn't save this change, so nothing was changed. Please try again later.",
      );
      // A wrong password is a change too (the failure count): undone as well.
      const wrong = await h.api("/sso/loginByEmail", {
        body: { ...DEVICE, email: "first@example.com", password: "wrong1" },
      });
      expect(wrong.code).toBe(500);
      // Memory and disk agree: neither has the new account nor the failed login.
      expect(h.server.state.accounts.byUsername("second_user")).toBeUndefined();
      expect(h.server.state.accounts.byUsername("first_user")?.failedLogins).toBe(0);
      expect(onDisk(held).accounts.map((a) => a.email)).toEqual(["first@example.com"]);
      expect(onDisk(held).accounts[0]?.failedLogins).toBe(0);
      unblock();

      // The user retries with the same register token: created, not "already registered".
      const retried = await h.api("/sso/registerByEmail", { body: signUp });
      expect(retried.code).toBe(200);
      await h.server.state.persistence.flush();
      expect(onDisk(dataFile).accounts.map((a) => a.email)).toEqual([
        "first@example.com",
        "second@example.com",
      ]);
    } finally {
      await h.close();
    }
  });

  it("refuses to start, with a message, when the data file's folder can't be created", async () => {
    const dir = emptyDir();
    writeFileSync(path.join(dir, "not-a-folder"), "x");
    await expect(startHarness({ dataFile: path.join(dir, "not-a-folder", "sso.json") })).rejects.toThrow(
      /cannot be created or used \(ENOTDIR\)/,
    );
  });
});
