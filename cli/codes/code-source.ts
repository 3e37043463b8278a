/**
 * Where a verification code can be read without glue: the local server's outbox
 * (`/api/dev/outbox?to=`), a command a team already has for its staging back door (`cmd:…`, run
 * with the address in LUMEN_CODE_TO / LUMEN_CODE_PURPOSE, printing the code), or a URL template
 * (`https://…?to={to}&purpose={purpose}`) answering the outbox's list, `{ "code": … }` or the bare
 * code. Every answer is decoded with Schema; anything else is "no code yet".
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";

export type CodeSource =
  | { readonly kind: "outbox" }
  | { readonly kind: "cmd"; readonly command: string }
  | { readonly kind: "url"; readonly template: string };

/** "outbox", "cmd:…" or an http(s) URL template; null for anything else. */
export function parseCodeSource(text: string): CodeSource | null {
  const trimmed = text.trim();
  if (trimmed === "outbox") return { kind: "outbox" };
  if (trimmed.startsWith("cmd:") && trimmed.length > 4) return { kind: "cmd", command: trimmed.slice(4) };
  if (/^https?:\/\//i.test(trimmed)) return { kind: "url", template: trimmed };
  return null;
}

export interface CodeQuery {
  /** An email, or a phone number (national digits; the outbox matches either form). */
  readonly to: string;
  readonly purpose?: string;
  /** Only codes sent at or after this time (ms since the epoch) count (outbox answers carry it). */
  readonly since?: number;
}

export interface CodeReaders {
  readonly baseUrl: string;
  readonly fetch: typeof globalThis.fetch;
  readonly timeoutMs: number;
  /** Runs `command` through the shell with `env` added; resolves with its stdout, or how it failed. */
  readonly exec: (
    command: string,
    env: Readonly<Record<string, string>>,
    timeoutMs: number,
  ) => Promise<ExecResult>;
  /** Stops the looking (a `lumen flow` run that ended). */
  readonly signal?: AbortSignal;
}

export type ExecResult =
  | { readonly ok: true; readonly stdout: string }
  /** Exited with `status` other than 0, or was ended by `signal` (its timeout, or from outside). */
  | {
      readonly ok: false;
      readonly status: number | null;
      readonly signal: string | null;
      readonly stderr: string;
    };

/**
 * A `cmd:` source that failed: it will not print a code by being asked again, so the wait ends at
 * once with what it said, instead of "no code within 30 s" (ADR-0462).
 */
export interface CommandFailed {
  readonly kind: "commandFailed";
  readonly status: number | null;
  readonly signal: string | null;
  readonly stderr: string;
}

export const isCommandFailed = (value: FoundCode | CommandFailed | null): value is CommandFailed =>
  value !== null && "kind" in value;

export interface FoundCode {
  readonly code: string;
  readonly sentAt: string | null;
  readonly purpose: string | null;
}

const OutboxEntry = Schema.Struct({
  to: Schema.String,
  code: Schema.String,
  purpose: Schema.optionalKey(Schema.String),
  sentAt: Schema.optionalKey(Schema.String),
});
const OutboxList = Schema.Array(OutboxEntry);
const CodeObject = Schema.Struct({ code: Schema.String });
const CodeEnvelope = Schema.Struct({ data: CodeObject });
const BareCode = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9]{4,12}$/));

/** One look: the newest matching code, or null when there is none (yet). */
export async function readCode(
  source: CodeSource,
  query: CodeQuery,
  readers: CodeReaders,
): Promise<FoundCode | CommandFailed | null> {
  switch (source.kind) {
    case "outbox": {
      const url = `${readers.baseUrl}/dev/outbox?to=${encodeURIComponent(query.to)}`;
      return fromBody(await getText(url, readers), query);
    }
    case "url": {
      const url = source.template
        .replaceAll("{to}", encodeURIComponent(query.to))
        .replaceAll("{purpose}", encodeURIComponent(query.purpose ?? ""));
      return fromBody(await getText(url, readers), query);
    }
    case "cmd": {
      const out = await readers.exec(
        source.command,
        { LUMEN_CODE_TO: query.to, LUMEN_CODE_PURPOSE: query.purpose ?? "" },
        readers.timeoutMs,
      );
      return out.ok
        ? fromBody(out.stdout, query)
        : { kind: "commandFailed", status: out.status, signal: out.signal, stderr: out.stderr };
    }
  }
}

/** Looks until a code arrives or `waitMs` has passed, every `everyMs`; time is the services' (`now`, `wait`). */
export async function waitForCode(
  source: CodeSource,
  query: CodeQuery,
  readers: CodeReaders,
  timing: {
    readonly now: () => number;
    readonly wait: (ms: number, signal?: AbortSignal) => Promise<void>;
    readonly waitMs: number;
    readonly everyMs?: number;
  },
): Promise<FoundCode | CommandFailed | null> {
  const deadline = timing.now() + timing.waitMs;
  for (;;) {
    const found = await readCode(source, query, readers);
    if (found !== null) return found;
    const left = deadline - timing.now();
    if (left <= 0 || readers.signal?.aborted === true) return null;
    const pause = Math.min(left, timing.everyMs ?? 500);
    await timing.wait(pause, readers.signal);
  }
}

async function getText(url: string, readers: CodeReaders): Promise<string | null> {
  try {
    const timeout = AbortSignal.timeout(readers.timeoutMs);
    const response = await readers.fetch(url, {
      headers: { Accept: "application/json, text/plain" },
      signal: readers.signal === undefined ? timeout : AbortSignal.any([timeout, readers.signal]),
    });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

function fromBody(text: string | null, query: CodeQuery): FoundCode | null {
  if (text === null) return null;
  const trimmed = text.trim();
  let json: unknown = undefined;
  try {
    json = JSON.parse(trimmed);
  } catch {
    // Not JSON: a bare code printed by a command or a plain-text back door.
  }
  const list = Schema.decodeUnknownOption(OutboxList)(json);
  if (Option.isSome(list)) {
    const wanted = list.value.find(
      (e) =>
        (query.purpose === undefined || e.purpose === undefined || e.purpose === query.purpose) &&
        (query.since === undefined || e.sentAt === undefined || Date.parse(e.sentAt) >= query.since),
    );
    return wanted === undefined
      ? null
      : { code: wanted.code, sentAt: wanted.sentAt ?? null, purpose: wanted.purpose ?? null };
  }
  const object = Schema.decodeUnknownOption(CodeObject)(json);
  if (Option.isSome(object)) return { code: object.value.code, sentAt: null, purpose: null };
  const envelope = Schema.decodeUnknownOption(CodeEnvelope)(json);
  if (Option.isSome(envelope)) return { code: envelope.value.data.code, sentAt: null, purpose: null };
  const bare = Schema.decodeUnknownOption(BareCode)(trimmed.split("\n")[0]?.trim() ?? "");
  return Option.isSome(bare) ? { code: bare.value, sentAt: null, purpose: null } : null;
}
