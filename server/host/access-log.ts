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

/** The summary of one client's folded refusals, as JSON or as text like the access lines. */
export function foldedLine(folded: FoldedRefusals, now: Date, terminal: boolean): string {
  return terminal
    ? `${now.toISOString().slice(11, 19)} ${folded.status} ×${folded.count} more from ${folded.client} in ${folded.windowMs} ms`
    : JSON.stringify({ time: now.toISOString(), level: "info", msg: "refusals folded", ...folded });
}

/**
 * The console log of `node dist/server/server.mjs`: access lines on stdout as JSON lines, or as
 * text when stdout is a terminal; other lines as before (info on stdout, warnings on stderr).
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
    warn: (line) => {
      if (on("warn")) err(line);
    },
    access: (entry) => {
      if (!on(levelOf(entry)) || !folding.admit(entry)) return;
      out(terminal ? humanAccessLine(entry, clock()) : jsonAccessLine(entry, clock()));
    },
  };
}
