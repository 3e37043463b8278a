import type { IncomingHttpHeaders } from "node:http";
import type { HeaderAttribution } from "../http/attribution-headers";

/** The request headers a sign-up test wants to see, as they arrived (lower-case names). */
const RECORDED_HEADERS = [
  "x-group-link",
  "x-market-code",
  "x-device-type",
  "x-device",
  "x-hc-uid",
  "accept-language",
  "x-field-encoding",
] as const;

export interface RecordedSignup {
  readonly path: string;
  readonly at: string;
  /** The body as sent, with `password` left out (it is a secret even on a dev server). */
  readonly body: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, string>>;
  /** x-group-link / X-Market-Code as the server decoded them. */
  readonly decoded: HeaderAttribution;
  /** The envelope code the sign-up was answered with. */
  readonly code: number;
}

/**
 * The latest sign-up requests, for GET /api/dev/last-signup: browser and CLI tests check that the
 * referral (body and headers) reached the server without reading the accounts store. Test files
 * share one server, so a test asks for the newest one with its own account ID (`?username=`).
 */
export class SignupRecorder {
  private readonly entries: RecordedSignup[] = [];

  record(input: {
    path: string;
    at: string;
    body: unknown;
    headers: IncomingHttpHeaders;
    decoded: HeaderAttribution;
    code: number;
  }): void {
    const body: Record<string, unknown> = {};
    if (typeof input.body === "object" && input.body !== null) {
      for (const [key, value] of Object.entries(input.body)) if (key !== "password") body[key] = value;
    }
    const headers: Record<string, string> = {};
    for (const name of RECORDED_HEADERS) {
      const value = input.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    this.entries.unshift({
      path: input.path,
      at: input.at,
      body,
      headers,
      decoded: input.decoded,
      code: input.code,
    });
    if (this.entries.length > 50) this.entries.length = 50;
  }

  /** The newest sign-up, or the newest whose body names `username`; null when there is none. */
  last(username?: string): RecordedSignup | null {
    if (username === undefined) return this.entries[0] ?? null;
    return this.entries.find((entry) => entry.body["username"] === username) ?? null;
  }
}
