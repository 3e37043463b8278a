import { USAGE, parseCommandLine } from "./config/command-line";
import { startServer } from "./start-server";
import { DataFileError } from "./simulator/state/data-file";

/** `node dist/server/server.mjs`: parse flags and environment, start, print the URL. */
async function main(): Promise<void> {
  const parsed = parseCommandLine(process.argv.slice(2), process.env);
  if (!parsed.ok) {
    console.error(`${parsed.error}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (parsed.help) {
    console.log(USAGE);
    return;
  }
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(parsed.options);
  } catch (error) {
    // A data file that can't be used stops the server: starting empty would look like data loss.
    if (error instanceof DataFileError) {
      console.error(error.message);
      process.exitCode = error.exitCode;
      return;
    }
    throw error;
  }
  // The URL comes last, on a line of its own, so it is the line people see when the build's
  // output scrolls past (ADR-0140); scripts/lib/local-server.mjs reads it too.
  if (parsed.options.apiTarget)
    console.log(`Proxying /api and /ws/echo to ${parsed.options.apiTarget}. Stop with Ctrl+C.`);
  else
    console.log(
      `Local SSO API. Verification codes are printed here and kept at ${server.url}/api/dev/outbox. Stop with Ctrl+C.`,
    );
  console.log(`\nLumen is running at ${server.url}/`);
  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
