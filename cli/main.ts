/**
 * Entry point of the `lumen` CLI (bundled to dist/cli/lumen.cjs): runs it on this process's
 * arguments, streams and environment. The CLI itself, and its composition root, is
 * cli/run-lumen.ts.
 */
import { EXIT } from "./exit-codes";
import { runLumen } from "./run-lumen";

// `lumen countries | head` closes the pipe early: that is the reader's choice, not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
}

runLumen(process.argv, {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  stderrStream: process.stderr,
  cwd: process.cwd(),
  stdoutIsTerminal: process.stdout.isTTY,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = EXIT.internal;
  },
);
