// The documented chain (docs/deploy.md "nginx"): real Debian nginx running the server block the
// build generates, in front of the bundled server started as that block's comment says, with
// --trust-proxy. Attacker and victim reach nginx from two loopback addresses, as two people would
// from two machines; nginx appends the address it saw to X-Forwarded-For. No browser: the chain
// is HTTP only.
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { startBuiltServer } from "../../scripts/lib/local-server.mjs";
import { freePort, outboxCode, startNginx, type LocalServer, type RunningNginx } from "./deploy-steps";

const b64 = (text: string): string => Buffer.from(text, "utf8").toString("base64");
const DEVICE = { version: 2, deviceId: "chain", deviceName: "chain", deviceType: 8 };

let backend: LocalServer | undefined;
let nginx: RunningNginx | undefined;
afterEach(async () => {
  await nginx?.stop();
  await backend?.close();
  nginx = undefined;
  backend = undefined;
});

interface Answer {
  readonly status: number;
  readonly code: number | undefined;
  readonly requestId: string | undefined;
}

/** One API call to nginx from `localAddress`, with `headers` as that client sends them. */
function call(
  origin: string,
  localAddress: string,
  apiPath: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(`/api${apiPath}`, origin);
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: text === undefined ? "GET" : "POST",
        localAddress,
        headers: {
          "Content-Type": "application/json",
          "X-Field-Encoding": "base64",
          "Accept-Language": "en-US",
          ...headers,
        },
      },
      (res) => {
        let data = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (data += chunk));
        res.on("end", () => {
          let code: number | undefined;
          try {
            const parsed: unknown = JSON.parse(data);
            const value =
              typeof parsed === "object" && parsed !== null ? Reflect.get(parsed, "code") : undefined;
            code = typeof value === "number" ? value : undefined;
          } catch {
            code = undefined;
          }
          const id = res.headers["x-request-id"];
          resolve({ status: res.statusCode ?? 0, code, requestId: Array.isArray(id) ? id[0] : id });
        });
      },
    );
    req.once("error", reject);
    req.end(text);
  });
}

/** The bundled server behind nginx, with the flags given (the documented ones, or the old recipe's). */
async function chain(flags: string[]): Promise<{ origin: string; server: LocalServer }> {
  const port = await freePort();
  // --dev-api: the test reads the sign-up code from the outbox (directly, never through nginx).
  backend = await startBuiltServer({
    args: [...flags, "--public-origin", `http://127.0.0.1:${port}`, "--dev-api"],
  });
  nginx = await startNginx(backend.url, undefined, port);
  return { origin: nginx.url, server: backend };
}

async function signUpVictim(origin: string, server: LocalServer): Promise<void> {
  const email = "victim@example.com";
  const victim = "127.0.0.3";
  const sent = await call(
    origin,
    victim,
    `/sso/genEmailAuthCode?email=${b64(email)}&purpose=register&version=2`,
    undefined,
  );
  expect(sent.code).toBe(200);
  const authCode = await outboxCode(server, email);
  const registerToken = await fetchRegisterToken(origin, victim, authCode ?? "", email);
  const registered = await call(origin, victim, "/sso/registerByEmail", {
    ...DEVICE,
    email: b64(email),
    password: b64("pass1234"),
    username: "victim_user",
    registerToken,
  });
  expect(registered.code).toBe(200);
}

/** getRegisterToken's data (the register token); `call` keeps only the envelope code. */
async function fetchRegisterToken(
  origin: string,
  from: string,
  authCode: string,
  email: string,
): Promise<string> {
  const url = new URL("/api/sso/getRegisterToken", origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: from,
        headers: { "Content-Type": "application/json", "X-Field-Encoding": "base64" },
      },
      (res) => {
        let data = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (data += chunk));
        res.on("end", () => {
          const parsed: unknown = JSON.parse(data);
          const value =
            typeof parsed === "object" && parsed !== null ? Reflect.get(parsed, "data") : undefined;
          if (typeof value === "string") resolve(value);
          else reject(new Error(`no register token: ${data}`));
        });
      },
    );
    req.once("error", reject);
    req.end(JSON.stringify({ authCode, email: b64(email), version: 2 }));
  });
}

/** 21 wrong logins from the attacker's address, each claiming another address in X-Forwarded-For. */
async function attack(origin: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < 21; i += 1) {
    const answer = await call(
      origin,
      "127.0.0.2",
      "/sso/loginByEmail",
      { ...DEVICE, email: b64("nobody@example.com"), password: b64(`wrong${i}`) },
      { "X-Forwarded-For": `198.51.100.${i}`, "X-Request-Id": `planted-${i}` },
    );
    answers.push(answer);
    expect(answer.requestId).not.toMatch(/^planted/);
  }
  return answers;
}

const victimLogin = (origin: string): Promise<Answer> =>
  call(origin, "127.0.0.3", "/sso/loginByEmail", {
    ...DEVICE,
    email: b64("victim@example.com"),
    password: b64("pass1234"),
  });

describe("the documented nginx chain, bundled server with --trust-proxy", () => {
  it("an attacker's 21 logins from one address leave a victim's correct login at 200", async () => {
    const { origin, server } = await chain(["--trust-proxy"]);
    await signUpVictim(origin, server);
    const answers = await attack(origin);
    const codes = answers.map((answer) => answer.code);
    // The server logs and answers nginx's own id ($request_id), not the one the attacker sent.
    for (const answer of answers) expect(answer.requestId).toMatch(/^[0-9a-f]{32}$/);
    // The attacker is limited (its own address, whatever it claims) ...
    expect(codes.slice(0, 20).every((code) => code === 10006 || code === 10002)).toBe(true);
    expect(codes[20]).toBe(10029);
    // ... and the victim is not.
    expect((await victimLogin(origin)).code).toBe(200);
  });

  it("without --trust-proxy (the old recipe) everyone behind nginx shares the attacker's limit", async () => {
    const { origin, server } = await chain([]);
    await signUpVictim(origin, server);
    await attack(origin);
    expect((await victimLogin(origin)).code).toBe(10029);
  });
});
