import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { USAGE, parseCommandLine } from "./config/command-line";
import { devApiMode } from "./config/server-options";
import { startServer } from "./start-server";
import { RuntimeConfigError } from "./host/runtime-config-source";
import { DataFileError } from "./simulator/state/data-file";

/**
 * dist/web under the working directory, as ever; failing that the web app beside the bundle
 * (dist/server/../web), so `node /srv/lumen/dist/server/server.mjs` works from any folder.
 */
function defaultStaticDir(): string | undefined {
  if (existsSync("dist/web")) return undefined;
  const besideBundle = fileURLToPath(new URL("../web", import.meta.url));
  return existsSync(besideBundle) ? besideBundle : undefined;
}

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
    server = await startServer({
      ...parsed.options,
      staticDir: parsed.options.staticDir ?? defaultStaticDir(),
    });
  } catch (error) {
    // A data file that can't be used stops the server: starting empty would look like data loss.
    if (error instanceof DataFileError) {
      console.error(error.message);
      process.exitCode = error.exitCode;
      return;
    }
    // The operator's settings file has a typo: starting with defaults would hide it.
    if (error instanceof RuntimeConfigError) {
      console.error(error.message);
      process.exitCode = 2;
      return;
    }
    throw error;
  }
  // The URL comes last, on a line of its own, so it is the line people see when the build's
  // output scrolls past (ADR-0140); scripts/lib/local-server.mjs reads it too.
  const options = parsed.options;
  if (options.apiTarget) {
    console.log(`Proxying /api and /ws/echo to ${options.apiTarget}. Stop with Ctrl+C.`);
    console.log("Dev endpoints (/api/dev/*): off (proxy mode).");
  } else {
    const dev = devApiMode(options);
    console.log(
      dev.on
        ? `Local SSO API. Verification codes are printed here and kept at ${server.url}/api/dev/outbox. Stop with Ctrl+C.`
        : "Local SSO API. Verification codes are printed here. Stop with Ctrl+C.",
    );
    console.log(`Dev endpoints (/api/dev/*): ${dev.on ? "on" : "off"} (${dev.why}).`);
    if (dev.forced)
      console.error(
        "warning: --dev-api: anyone who reaches this server, through a proxy too, can read verification codes at /api/dev/outbox and change its settings.",
      );
  }
  console.log(
    `Forwarded headers: ${options.trustProxy ? "trusted from the peer (--trust-proxy)" : "ignored (no --trust-proxy)"}.`,
  );
  // The URL comes last, on a line of its own, so it is the line people see when the build's
  // output scrolls past; scripts/lib/local-server.mjs reads it too.
  console.log(`\nLumen is running at ${server.url}/`);
  const running = server;
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // The data file is written atomically (rename), so exiting now loses at most the write in flight.
      console.error(`${signal} again: exiting now.`);
      process.exit(1);
    }
    stopping = true;
    console.log(
      `${signal}: shutting down; requests in flight get up to ${parsed.shutdownGraceMs} ms. ${signal} again exits at once.`,
    );
    running.shutdown(parsed.shutdownGraceMs).then(
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
