import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataFileError } from "../../../../server/simulator/state/data-file";
import { emptyDir, registerByEmail, startHarness } from "../../support/server-harness";

/** A process id that surely is not running: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "0"]);
  return child.pid ?? 999_999;
}

async function refusal(dataFile: string): Promise<unknown> {
  return startHarness({ dataFile }).then(
    async (h) => {
      await h.close();
      return "started";
    },
    (error: unknown) => error,
  );
}

describe("the data file at start-up", () => {
  it("writes through a symbolic link and keeps it a link", async () => {
    const dir = emptyDir();
    const real = path.join(dir, "real.json");
    const link = path.join(dir, "link.json");
    const first = await startHarness({ dataFile: real });
    await registerByEmail(first, "one@example.com", "one_user");
    await first.close();
    symlinkSync(real, link);
    const h = await startHarness({ dataFile: link });
    await registerByEmail(h, "two@example.com", "two_user");
    await h.close();
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    const text = readFileSync(real, "utf8");
    expect(text).toContain("one@example.com");
    expect(text).toContain("two@example.com");
  });

  it("refuses a symbolic link to nothing instead of starting empty", async () => {
    const dir = emptyDir();
    const link = path.join(dir, "sso.json");
    symlinkSync(path.join(dir, "unmounted", "sso.json"), link);
    const error = await refusal(link);
    expect(error).toBeInstanceOf(DataFileError);
    expect(Object(error).exitCode).toBe(78);
    expect(String(Object(error).message)).toMatch(/symbolic link/);
  });

  it("removes temporary files a killed server left, and keeps a running one's", async () => {
    const dir = emptyDir();
    const file = path.join(dir, "sso.json");
    const stale = `${file}.${deadPid()}.tmp`;
    const live = `${file}.${process.ppid}.tmp`;
    writeFileSync(stale, '{"half":');
    writeFileSync(live, "{}");
    const h = await startHarness({ dataFile: file });
    await h.close();
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(live)).toBe(true);
  });

  it("refuses to start (exit 78) when the data file cannot be written", async () => {
    const dir = emptyDir();
    const file = path.join(dir, "sso.json");
    // Root ignores permissions: a folder where the temporary file must go blocks writes for anyone.
    mkdirSync(`${file}.${process.pid}.tmp`);
    try {
      const error = await refusal(file);
      expect(error).toBeInstanceOf(DataFileError);
      expect(Object(error).exitCode).toBe(78);
      expect(String(Object(error).message)).toMatch(/cannot be written/);
    } finally {
      rmSync(`${file}.${process.pid}.tmp`, { recursive: true });
    }
  });
});
