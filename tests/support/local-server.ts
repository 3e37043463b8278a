/**
 * The one local-server helper of the test suites (ADR-0282). Server and CLI tests start the local
 * SSO server in their own process with {@link startLocalServer}; browser tests reach the built
 * server that tests/e2e/support/global-setup.ts started. All three read the dev outbox and set
 * faults through the same functions below, given the server's API base
 * (`http://127.0.0.1:PORT/api`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as Schema from "effect/Schema";
import type { LocalServerOptions, RunningServer } from "../../server/start-server";

export interface LocalServer {
  readonly server: RunningServer;
  /** `http://127.0.0.1:PORT/api`, no trailing slash. */
  readonly apiBase: string;
  /** A temporary folder of its own (the static folder and, if asked, the data file live in it). */
  readonly dir: string;
  close(): Promise<void>;
}

/**
 * Starts the local server in this process on a free port of 127.0.0.1, with a quiet log and an
 * empty static folder; `options` (clock, data file, admin domains …) win over these defaults.
 */
export async function startLocalServer(options: LocalServerOptions = {}): Promise<LocalServer> {
  // Loaded here, not at the top: the browser tests import this file for the outbox and faults
  // only, and must not evaluate the whole server in every worker.
  const { startServer } = await import("../../server/start-server");
  const dir = mkdtempSync(path.join(tmpdir(), "lumen-local-server-"));
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    staticDir: path.join(dir, "no-web"),
    log: { info: () => undefined, warn: () => undefined },
    ...options,
  });
  return {
    server,
    apiBase: `${server.url.replace(/\/+$/, "")}/api`,
    dir,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type CodePurpose = "register" | "login" | "reset" | "unlock";

const OutboxEntry = Schema.Struct({
  to: Schema.String,
  code: Schema.String,
  purpose: Schema.Literals(["register", "login", "reset", "unlock"]),
  sentAt: Schema.String,
});
export type OutboxEntry = typeof OutboxEntry.Type;
const decodeOutbox = Schema.decodeUnknownSync(Schema.Array(OutboxEntry));

/** Codes the server "sent", newest first; `to` filters by phone or email. */
export async function readOutbox(apiBase: string, to?: string): Promise<readonly OutboxEntry[]> {
  const url = new URL(`${apiBase}/dev/outbox`);
  if (to !== undefined) url.searchParams.set("to", to);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET /api/dev/outbox → HTTP ${response.status}`);
  return decodeOutbox(await response.json());
}

/** The newest code sent to `to` (for `purpose`, if given); throws if none was sent. */
export async function latestCode(apiBase: string, to: string, purpose?: CodePurpose): Promise<string> {
  const entries = await readOutbox(apiBase, to);
  // The server already matched `to` (it normalises case and phone prefixes); only the purpose is left.
  const hit = entries.find((e) => purpose === undefined || e.purpose === purpose);
  if (!hit)
    throw new Error(
      `no ${purpose ?? ""} code in the outbox for ${to} (outbox has ${entries.length} entries for it)`,
    );
  return hit.code;
}

/** POST /api/dev/faults: one rule or several (see server/dev/fault-rule.schema.ts). */
export async function setFaults(apiBase: string, rule: unknown): Promise<void> {
  const response = await fetch(`${apiBase}/dev/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(rule),
  });
  if (!response.ok)
    throw new Error(`POST /api/dev/faults → HTTP ${response.status}: ${await response.text()}`);
}

export async function clearFaults(apiBase: string): Promise<void> {
  const response = await fetch(`${apiBase}/dev/faults`, { method: "DELETE" });
  if (!response.ok) throw new Error(`DELETE /api/dev/faults → HTTP ${response.status}`);
}
