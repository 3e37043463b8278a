import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LocalServerOptions, RunningServer } from "../../../server/start-server";
import { manualClock } from "../../../server/simulator/state/clock";
import { latestCode, startLocalServer } from "../../support/local-server";
import { DEVICE, withSpecFields, withSpecQuery } from "../../support/spec-fields";

export interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

export interface Harness {
  server: RunningServer;
  clock: ReturnType<typeof manualClock>;
  api(
    apiPath: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Envelope>;
  raw(apiPath: string, init?: RequestInit): Promise<Response>;
  /** Latest code in the outbox for an address. */
  code(to: string): Promise<string>;
  close(): Promise<void>;
}

const b64 = (text: string): string => Buffer.from(text, "utf8").toString("base64");
export { b64 };

export function emptyDir(): string {
  return mkdtempSync(path.join(tmpdir(), "sso-test-"));
}

/** Starts a real server on a random port with a movable clock and a quiet log. */
export async function startHarness(options: LocalServerOptions = {}): Promise<Harness> {
  const clock = manualClock();
  const local = await startLocalServer({ staticDir: emptyDir(), clock, ...options });
  const { server, apiBase } = local;
  const raw = (apiPath: string, init?: RequestInit): Promise<Response> => fetch(`${apiBase}${apiPath}`, init);
  // Every call carries the fields SPEC §7 requires unless the test sets them (tests/support/spec-fields.ts).
  const api: Harness["api"] = async (apiPath, init = {}) => {
    const method = init.method ?? (init.body === undefined ? "GET" : "POST");
    const response = await raw(method === "GET" ? withSpecQuery(apiPath) : apiPath, {
      method,
      headers: { "Content-Type": "application/json", "Accept-Language": "en-US", ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(withSpecFields(apiPath, init.body)),
    });
    const body: Envelope = await response.json();
    return body;
  };
  const code = (to: string): Promise<string> => latestCode(apiBase, to);
  return { server, clock, api, raw, code, close: () => local.close() };
}

export { DEVICE };

/** Registers an email account end to end (code → register token → register) and returns login data. */
export async function registerByEmail(
  h: Harness,
  email: string,
  username: string,
  password = "pass1234",
): Promise<{ token: string; memberId: string }> {
  const sent = await h.api(
    `/sso/genEmailAuthCode?email=${encodeURIComponent(email)}&forRegister=true&purpose=register`,
  );
  if (sent.code !== 200) throw new Error(`send code failed: ${JSON.stringify(sent)}`);
  const token = await h.api("/sso/getRegisterToken", {
    body: { authCode: await h.code(email), email, version: 2 },
  });
  const registered = await h.api("/sso/registerByEmail", {
    body: { ...DEVICE, email, password, username, nickname: username, registerToken: token.data },
  });
  const data = registered.data;
  if (
    registered.code !== 200 ||
    typeof data !== "object" ||
    data === null ||
    !("token" in data) ||
    !("memberId" in data)
  ) {
    throw new Error(`register failed: ${JSON.stringify(registered)}`);
  }
  return { token: `Bearer ${String(data.token)}`, memberId: String(data.memberId) };
}

/** Moves past the 60 s resend wait so another code may be requested. */
export function pastResendWait(h: Harness): void {
  h.clock.advance(61_000);
}
