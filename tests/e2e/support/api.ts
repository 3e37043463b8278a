// Talks to the local server over plain HTTP, as fixtures for UI tests: read codes from the dev
// outbox, inject faults, switch server config, and create accounts without going through the UI.
// Requests follow the wire contract of docs/architecture.md (envelope, base64 field codec).
import { onTestFinished } from "vitest";
import {
  clearFaults as clearAllFaults,
  latestCode as sharedLatestCode,
  setFaults,
  type CodePurpose,
} from "../../support/local-server";
import { apiUrl } from "./env";

export interface Envelope<T = unknown> {
  readonly code: number;
  readonly message: string;
  readonly data: T;
}

/** Fields the client encodes before sending (docs/architecture.md, wire contracts). */
const SENSITIVE = new Set(["phone", "phoneNo", "email", "password", "newPassword"]);
const encodeField = (key: string, value: unknown): unknown =>
  SENSITIVE.has(key) && typeof value === "string" ? Buffer.from(value, "utf8").toString("base64") : value;

export interface ApiRequest {
  readonly method?: "GET" | "POST" | "DELETE";
  /** Query parameters (sensitive ones are encoded). */
  readonly query?: Record<string, string | number | boolean | undefined>;
  /** JSON body (sensitive fields are encoded). */
  readonly body?: Record<string, unknown> | readonly unknown[];
  /** Full Authorization value (tokenHead + token). */
  readonly token?: string;
  readonly headers?: Record<string, string>;
}

/** One call to /api{path}; returns the decoded envelope whatever its code (HTTP errors throw). */
export async function api<T = unknown>(path: string, req: ApiRequest = {}): Promise<Envelope<T>> {
  const url = new URL(apiUrl(path));
  for (const [k, v] of Object.entries(req.query ?? {})) {
    if (v !== undefined) url.searchParams.set(k, String(encodeField(k, String(v))));
  }
  const headers: Record<string, string> = {
    "X-Field-Encoding": "base64",
    "Accept-Language": "en-US",
    ...req.headers,
  };
  if (req.token) headers.Authorization = req.token;
  let body: string | undefined;
  if (req.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(
      Array.isArray(req.body)
        ? req.body
        : Object.fromEntries(Object.entries(req.body).map(([k, v]) => [k, encodeField(k, v)])),
    );
  }
  const res = await fetch(url, { method: req.method ?? (body ? "POST" : "GET"), headers, body });
  const text = await res.text();
  if (!res.ok)
    throw new Error(`${req.method ?? "GET"} ${url.pathname} → HTTP ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Envelope<T>;
}

/** Like api(), but throws unless the envelope code is 200; returns `data`. */
export async function apiOk<T = unknown>(path: string, req: ApiRequest = {}): Promise<T> {
  const env = await api<T>(path, req);
  if (env.code !== 200) throw new Error(`${path} answered ${env.code}: ${env.message}`);
  return env.data;
}

// ── Dev endpoints (local server only) ──────────────────────────────────────────────────────────

/** This worker's server, as the shared dev-endpoint helpers want it. */
const apiBase = (): string => apiUrl("/").replace(/\/$/, "");

/** The newest code sent to `to` (for `purpose`, if given); throws if none was sent. */
export function latestCode(to: string, purpose?: CodePurpose): Promise<string> {
  return sharedLatestCode(apiBase(), to, purpose);
}

export interface FaultRule {
  /** API path without /api ("/sso/loginByEmail") or "*". */
  readonly path: string;
  readonly delayMs?: number;
  readonly status?: number;
  readonly malformed?: boolean;
  readonly drop?: boolean;
  readonly dropSockets?: boolean;
}

/**
 * Injects one or more faults. Inside a test they are cleared automatically when the test ends,
 * so a failing test cannot leave the shared server broken for the next file.
 */
export async function setFault(rule: FaultRule | readonly FaultRule[]): Promise<void> {
  await setFaults(apiBase(), rule);
  try {
    onTestFinished(() => clearFaults());
  } catch {
    // Called outside a test (beforeAll): the caller clears them in afterAll.
  }
}

export function clearFaults(): Promise<void> {
  return clearAllFaults(apiBase());
}

/**
 * Switches server behaviour through POST /api/dev/config, e.g. { registrationType: 2 } or
 * { fingerprintProxy404: true } (see server/config/server-options.ts). Not reset automatically:
 * set it back in afterEach/afterAll.
 */
export async function setServerConfig(config: Record<string, unknown>): Promise<unknown> {
  const res = await fetch(apiUrl("/dev/config"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(config),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST /api/dev/config → HTTP ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}
