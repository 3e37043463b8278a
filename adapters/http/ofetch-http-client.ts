/**
 * The one place the app talks HTTP. Every outcome becomes a value: a decoded envelope, or a typed
 * transport failure (timeout, network, http, malformed) that the error catalogue maps. ofetch is
 * used with `ignoreResponseError` and a text body so status and parsing stay in our hands: a JSON
 * envelope inside a 4xx/5xx body is still read (401 + envelope → server code 401).
 */
import { ofetch, type $Fetch } from "ofetch";
import * as Schema from "effect/Schema";
import type { Clock } from "../../core/ports/clock.port";
import type { Random } from "../../core/ports/random.port";
import { err, ok, type Result } from "../../core/result/result";
import type { ApiFailure, ApiResult } from "../../core/sso/api-result";
import { causeChain, isConnectionReset } from "./error-chain";
import type { RetryPolicy } from "../../core/sso/retry-policy";
import { Envelope } from "../../core/sso/sso.schema";
import { parseJson } from "../../core/result/parse-json";
import { decodeWith } from "../decoding/decode";
import type { FieldCodec } from "./field-codec";
import type { TransportClass } from "./transport-failure";
import { headerValueFor } from "../../core/contract/header-value";
import { HEADERS } from "../../core/contract/wire-headers";
import { DEFAULT_LANGUAGE, type DeviceLabel, type RequestContext } from "./request-context";

export const DEFAULT_TIMEOUT_MS = 8000;
/** How long a request waits for the visit id before going out without X-Hc-Uid. */
export const DEFAULT_VISIT_ID_WAIT_MS = 3000;

export type HttpMethod = "GET" | "POST";

export interface HttpRequest {
  readonly method: HttpMethod;
  /** Path under the base: a contract path (core/contract/sso-calls.ts). */
  readonly path: string;
  /** GET: query parameters. POST: the body (JSON unless `form`). Sensitive fields get encoded. */
  readonly payload?: Readonly<Record<string, unknown>>;
  /** POST as multipart form-data instead of JSON. */
  readonly form?: boolean;
  /** Extra headers for this call (Authorization, X-Device-Type). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Leave out X-Hc-Uid: used by the fingerprint proxy call, which is how the visit id is made. */
  readonly omitVisitId?: boolean;
  /** A POST that `--retry` may send again after a lost answer (SsoCall.repeatable). */
  readonly repeatable?: boolean;
}

export interface HttpClientOptions {
  /**
   * "/api" in the browser (same origin), a full URL like "http://127.0.0.1:8080/api" for the CLI;
   * or a lookup, read before each call, when a deployment setting decides it (runtime-config.json,
   * loaded once and only when the first call needs it).
   */
  readonly baseURL: string | (() => Promise<string>);
  readonly context: RequestContext;
  readonly codec: FieldCodec;
  readonly clock: Clock;
  readonly device: DeviceLabel;
  readonly timeoutMs?: number;
  /**
   * Cap on waiting for `context.visitId()`. The first lookup (proxy, then fingerprintjs) can be
   * slow; a request should not inherit that, so past the cap it is sent without the header while
   * the lookup finishes and caches in the background.
   */
  readonly visitIdWaitMs?: number;
  /** Injected fetch for tests; defaults to the global one. */
  readonly fetch?: typeof globalThis.fetch;
  /** Repeats "try later" refusals of `call` (the CLI's --retry); absent: every call is tried once. */
  readonly retry?: RetryOptions;
  /**
   * The browser's: after a call got no answer, ask whether the page's own CSP `connect-src` refused
   * its origin (adapters/http/page-connect-policy.ts, loaded then), so a refused origin is told
   * apart from a dead network (ADR-0500).
   */
  readonly pagePolicy?: boolean;
}

export interface RetryOptions {
  readonly policy: RetryPolicy;
  /** Jitter source: a port, so tests can fix it. */
  readonly random: Random;
  /** Told before each wait (the CLI prints "retrying in …"). */
  readonly onRetry?: (event: RetryEvent) => void;
  /** Once aborted (a run's deadline, Ctrl+C), no wait starts and none goes on: the last failure is returned. */
  readonly signal?: AbortSignal;
  /** Calls that take turns instead of each sleeping on its own (the CLI's code queue). */
  readonly queue?: CallQueue;
}

/**
 * First come, first served for the calls it governs: one at a time, and a "not now" with the
 * server's wait holds the whole line for exactly that wait, so refused callers do not all wake
 * together and race for the next slot (ADR-0461).
 */
export interface CallQueue {
  governs(path: string): boolean;
  /** Runs `call` when every governed call queued before it has finished. */
  turn<T>(call: () => Promise<T>): Promise<T>;
  /** The call holding the turn was told to wait `ms`: everyone waits, then it goes again. */
  hold(ms: number): Promise<void>;
}

export interface RetryEvent {
  readonly path: string;
  readonly failure: ApiFailure;
  /** 1 for the first retry. */
  readonly attempt: number;
  readonly retries: number;
  readonly delayMs: number;
}

/** What came back, before any envelope interpretation. */
export interface RawHttpResponse {
  readonly status: number;
  readonly text: string;
}

/** What `probe` saw: a response as it came, or the class of transport failure. */
export type ProbeResult =
  | {
      readonly kind: "response";
      readonly status: number;
      readonly contentType: string;
      readonly text: string;
      readonly latencyMs: number;
    }
  | {
      readonly kind: "transport";
      readonly failure: TransportClass;
      readonly detail: string;
      readonly latencyMs: number;
    };

type TransportFailure = Extract<ApiFailure, { kind: "timeout" | "network" }>;

const SUCCESS = 200;

export class OfetchHttpClient {
  private readonly fetcher: $Fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpClientOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetcher = options.fetch ? ofetch.create({}, { fetch: options.fetch }) : ofetch;
  }

  /** Sends the request; resolves with the status and body text, or a transport failure. */
  async send(request: HttpRequest): Promise<Result<RawHttpResponse, TransportFailure>> {
    try {
      const response = await this.fetchRaw(request, this.timeoutMs);
      return ok({ status: response.status, text: typeof response._data === "string" ? response._data : "" });
    } catch (error) {
      if (isTimeout(error)) return err({ kind: "timeout" });
      // Loaded only when a call found no host: the browser's happy path never fetches it.
      const { unanswered } = await import("./transport-failure");
      return err(await unanswered(error, request.path, this.options));
    }
  }

  /**
   * For `lumen smoke` and `lumen contract check`: one call as it went on the wire (status,
   * content type, body text, latency), or which transport failure stopped it. Never throws.
   */
  async probe(request: HttpRequest, timeoutMs: number = this.timeoutMs): Promise<ProbeResult> {
    const started = this.options.clock.now();
    const latency = () => Math.max(0, this.options.clock.now() - started);
    try {
      const response = await this.fetchRaw(request, timeoutMs);
      return {
        kind: "response",
        status: response.status,
        contentType: response.headers.get("content-type") ?? "",
        text: typeof response._data === "string" ? response._data : "",
        latencyMs: latency(),
      };
    } catch (error) {
      // Only the CLI probes: the browser never loads the classifier (a chunk of its own).
      const { classifyTransport } = await import("./transport-failure");
      const transport = classifyTransport(error);
      return { kind: "transport", failure: transport.kind, detail: transport.detail, latencyMs: latency() };
    }
  }

  /**
   * A GET whose connection was reset before any answer is sent once more, at once, as browsers do:
   * a kept-alive connection the server closed while it sat idle resets the next request on it (seen
   * from `lumen contract check` on a loaded machine, reported as drift). Only a GET, only once:
   * nothing that could have been done is done twice, and a server that drops every connection
   * still reads as a network failure.
   */
  private async fetchRaw(request: HttpRequest, timeoutMs: number) {
    try {
      return await this.fetchOnce(request, timeoutMs);
    } catch (error) {
      if (request.method !== "GET" || !isConnectionReset(error)) throw error;
      return this.fetchOnce(request, timeoutMs);
    }
  }

  private async fetchOnce(request: HttpRequest, timeoutMs: number) {
    const headers = await this.headersFor(request);
    const base = this.options.baseURL;
    const baseURL = typeof base === "string" ? base : await base();
    const payload = request.payload ? this.options.codec.encodeFields(request.payload) : undefined;
    return this.fetcher.raw<string, "text">(request.path, {
      baseURL,
      method: request.method,
      headers,
      query: request.method === "GET" ? queryFrom(payload) : undefined,
      body: request.method === "POST" ? bodyFrom(payload, request.form === true) : undefined,
      responseType: "text",
      timeout: timeoutMs,
      retry: 0,
      credentials: "omit",
      ignoreResponseError: true,
    });
  }

  /** Sends the request and decodes the envelope, then `data` with `schema`. Never throws. */
  async call<A>(request: HttpRequest, schema: Schema.ConstraintDecoder<A>): Promise<ApiResult<A>> {
    const once = async (): Promise<ApiResult<A>> => {
      const sent = await this.send(request);
      return sent.ok ? interpret(sent.value, schema) : sent;
    };
    const retry = this.options.retry;
    if (retry === undefined) return once();
    // Only the CLI retries (--retry): the browser never loads the loop, its queue or the policy.
    const { callRetrying } = await import("./retrying-call");
    return callRetrying(request, once, retry, this.options.clock);
  }

  private async headersFor(request: HttpRequest): Promise<Record<string, string>> {
    const { context, codec, clock, device } = this.options;
    const headers: Record<string, string> = {
      Accept: "application/json",
      [HEADERS.language]: safe(() => context.language()) || DEFAULT_LANGUAGE,
      [HEADERS.fieldEncoding]: codec.encoding,
      [HEADERS.deviceTime]: String(clock.now()),
      [HEADERS.device]: device,
    };
    if (!request.omitVisitId) {
      const visitId = await within(
        clock,
        this.options.visitIdWaitMs ?? DEFAULT_VISIT_ID_WAIT_MS,
        safeAsync(() => context.visitId()),
      );
      if (visitId) headers[HEADERS.visitId] = visitId;
    }
    // Visitor input: encoded so any character survives (header-value.ts), never a thrown fetch.
    const groupLink = safe(() => context.groupLink?.());
    const groupLinkWire = groupLink ? headerValueFor(groupLink) : undefined;
    if (groupLinkWire) headers[HEADERS.groupLink] = groupLinkWire;
    const marketCode = safe(() => context.marketCode?.());
    const marketCodeWire = marketCode ? headerValueFor(marketCode) : undefined;
    if (marketCodeWire) headers[HEADERS.marketCode] = marketCodeWire;
    return withoutUnsendable({ ...headers, ...request.headers });
  }
}

const FailureData = Schema.Struct({
  attemptsLeft: Schema.optional(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  // 10029's wait (the local server's `retryAfter`) and 10030's resend wait (`expire`), seconds.
  retryAfter: Schema.optional(Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))),
  expire: Schema.optional(Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))),
});

/** 10030 "sent too soon" carries the seconds left in `expire`, as a successful send does its wait. */
const RESEND_TOO_SOON = 10030;

/**
 * Last line of defence for the other headers (visit id, Authorization, X-Device-Type): their
 * sources already refuse such values (composeToken, the fingerprint schema), but a value fetch
 * cannot send is left out here rather than turning the whole call into a network error.
 */
function withoutUnsendable(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => SENDABLE.test(value)));
}

const SENDABLE = /^[\x20-\x7E\t]*$/;

/** Envelope → ApiResult. Exported for the contract between status, body and failure kind. */
export function interpret<A>(response: RawHttpResponse, schema: Schema.ConstraintDecoder<A>): ApiResult<A> {
  const isHttpError = response.status >= 400;
  const parsed = parseJson(response.text);
  const envelope = parsed.ok ? decodeWith(Envelope, parsed.value) : null;
  if (!envelope || !envelope.ok) {
    return err(isHttpError ? { kind: "http", status: response.status } : { kind: "malformed" });
  }
  const { code, data } = envelope.value;
  const message = envelope.value.message ?? "";
  if (code !== SUCCESS) {
    // The local server (and a backend that does the same) says how many tries are left before
    // a lockout; the login-failed dialog shows it (ADR-0147).
    const extra = decodeWith(FailureData, data);
    const attemptsLeft = extra.ok ? extra.value.attemptsLeft : undefined;
    const wait = !extra.ok
      ? undefined
      : (extra.value.retryAfter ?? (code === RESEND_TOO_SOON ? extra.value.expire : undefined));
    return err({
      kind: "server",
      code,
      message,
      ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
      ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
    });
  }
  // An error status with a "success" envelope is contradictory: trust the status.
  if (isHttpError) return err({ kind: "http", status: response.status });
  const decoded = decodeWith(schema, data);
  return decoded.ok ? ok({ data: decoded.value, message }) : err({ kind: "malformed", part: "data" });
}

function queryFrom(payload: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!payload) return undefined;
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    query[key] = typeof value === "string" ? value : JSON.stringify(value);
  }
  return query;
}

function bodyFrom(
  payload: Record<string, unknown> | undefined,
  form: boolean,
): Record<string, unknown> | FormData | undefined {
  if (!payload) return {};
  if (!form) return withoutUndefined(payload);
  const data = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    data.append(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  return data;
}

function withoutUndefined(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
}

/** ofetch aborts with a TimeoutError; some runtimes surface it as an AbortError in the cause chain. */
const isTimeout = (error: unknown): boolean =>
  causeChain(error).some(
    (link) => link instanceof Error && (link.name === "TimeoutError" || link.name === "AbortError"),
  );

function safe<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** `promise`'s value, or undefined if it has not settled within `ms`. */
function within<T>(clock: Clock, ms: number, promise: Promise<T | undefined>): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = clock.setTimeout(() => resolve(undefined), ms);
    void promise.then((value) => {
      clock.clearTimeout(timer);
      resolve(value);
    });
  });
}

/** A failing or rejecting visit id must not fail the request: the header is simply left out. */
async function safeAsync(read: () => Promise<string> | string): Promise<string | undefined> {
  try {
    return await read();
  } catch {
    return undefined;
  }
}
