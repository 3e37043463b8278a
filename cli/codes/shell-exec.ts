/** Runs a `--code-from cmd:…` command through the user's shell, as they would type it. */
import { execFile } from "node:child_process";

export function shellExec(
  command: string,
  env: Readonly<Record<string, string>>,
  timeoutMs: number,
): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(
      "/bin/sh",
      ["-c", command],
      { env: { ...process.env, ...env }, timeout: timeoutMs, encoding: "utf8", maxBuffer: 64 * 1024 },
      (error, stdout) => resolve(error ? null : stdout),
    );
  });
}
