import { isApiPath } from "./api-paths";
import { refusalFolding, type FoldedRefusals } from "./refusal-folding";
import type { AccessEntry, ServerLog } from "./server-log";

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const rank = (level: LogLevel): number => LOG_LEVELS.indexOf(level);

export function isLogLevel(text: string): text is LogLevel {
  return LOG_LEVELS.some((level) => level === text);
}

/** A failed request is a warning, so LOG_LEVEL=warn keeps only the lines worth a look. */
const levelOf = (entry: AccessEntry): LogLevel => (entry.status >= 500 ? "warn" : "info");

/**
 * At a terminal a person reads the log to find a verification code: one page load fetches dozens of
 * files, and their lines buried the code (38 lines before it). So a file served without trouble is
 * a debug line there; API calls and failures stay. Log collectors (JSON) still get every request.
 */
const terminalLevelOf = (entry: AccessEntry): LogLevel =>
  entry.status < 400 && !isApiPath(entry.path.split("?")[0] ?? "") ? "debug" : levelOf(entry);

/** `/a/b?email=x&code=1` → `/a/b?email&code`: the shape of the call without the values. */
export function loggedPath(rawUrl: string): string {
  const url = URL.canParse(rawUrl, "http://localhost") ? new URL(rawUrl, "http://localhost") : undefined;
  if (!url) return "(unparseable)";
  const names = [...new Set(url.searchParams.keys())].map((name) => encodeURIComponent(name));
  const path = url.pathname.length > 512 ? `${url.pathname.slice(0, 512)}…` : url.pathname;
  return names.length > 0 ? `${path}?${names.join("&")}` : path;
}

/** A JSON line, one per request, for log collectors: stable field names, time in ISO 8601. */
export function jsonAccessLine(entry: AccessEntry, now: Date): string {
  return JSON.stringify({ time: now.toISOString(), level: levelOf(entry), msg: "request", ...entry });
}

/** What a person at a terminal reads: `12:00:01 GET /api/x 200 12 ms id` (+ the backend's part). */
export function humanAccessLine(entry: AccessEntry, now: Date): string {
  const upstream = entry.upstream
    ? ` ← backend ${entry.upstream.status ?? "-"}${entry.upstream.cause ? ` (${entry.upstream.cause})` : ""}`
    : "";
  return `${now.toISOString().slice(11, 19)} ${entry.method} ${entry.path} ${entry.status} ${entry.durationMs} ms ${entry.requestId}${upstream}`;
}

/**
 * A line a person must not miss (a verification code): set apart by a marker, and bold where the
 * terminal takes colour (any non-empty NO_COLOR turns it off, no-color.org).
 */
export function noticeLine(line: string, terminal: boolean, colour: boolean): string {
  if (!terminal) return line;
  return colour ? `\u001b[1m▶ ${line}\u001b[22m` : `▶ ${line}`;
}

/** The summary of one client's folded refusals, as JSON or as text like the access lines. */
export function foldedLine(folded: FoldedRefusals, now: Date, terminal: boolean): string {
  return terminal
    ? `${now.toISOString().slice(11, 19)} ${folded.status} ×${folded.count} more from ${folded.client} in ${folded.windowMs} ms`
    : JSON.stringify({ time: now.toISOString(), level: "info", msg: "refusals folded", ...folded });
}

/**
 * The console log of `node dist/server/server.mjs`: access lines on stdout as JSON lines, or as
 * text when stdout is a terminal (static files then only at debug); other lines as before (info
 * and notices on stdout, warnings on stderr).
 * `level` drops everything below it (LOG_LEVEL). A client's repeated 429s are folded into one line
 * per second (refusal-folding.ts).
 */
export function consoleLog(
  level: LogLevel,
  terminal: boolean,
  out: (line: string) => void = (line) => console.log(line),
  err: (line: string) => void = (line) => console.warn(line),
  clock: () => Date = () => new Date(),
  schedule?: (run: () => void, ms: number) => void,
  colour: boolean = terminal && !process.env["NO_COLOR"],
): ServerLog {
  const on = (wanted: LogLevel): boolean => rank(wanted) >= rank(level);
  const folding = refusalFolding((folded) => {
    if (on("info")) out(foldedLine(folded, clock(), terminal));
  }, schedule);
  return {
    debug: (line) => {
      if (on("debug"))
        out(terminal ? line : JSON.stringify({ time: clock().toISOString(), level: "debug", msg: line }));
    },
    info: (line) => {
      if (on("info")) out(line);
    },
    notice: (line) => {
      if (on("info")) out(noticeLine(line, terminal, colour));
    },
    warn: (line) => {
      if (on("warn")) err(line);
    },
    access: (entry) => {
      if (!on(terminal ? terminalLevelOf(entry) : levelOf(entry)) || !folding.admit(entry)) return;
      out(terminal ? humanAccessLine(entry, clock()) : jsonAccessLine(entry, clock()));
    },
  };
}
