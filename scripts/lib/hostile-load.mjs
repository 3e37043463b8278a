// The hostile scenarios of `npm run load -- --hostile` (ADR-0340 and the hostile-client records):
// one client flooding the chat socket, one client holding 300 logins open, and 10,000 accounts in
// the data file. Each starts its own built server on 127.0.0.1 with --trust-proxy, so that the
// load generator can be many clients by sending X-Forwarded-For as the trusted proxy would (the
// addresses are documentation ranges and only ever a header value; every request goes to the
// loopback server). Every loop is bounded in time and count.
import { createHash, randomBytes, scryptSync } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import CryptoJS from "crypto-js";
import WebSocket from "ws";
import { probeElsewhere } from "./latency-probe.mjs";
import { startBuiltServer } from "./local-server.mjs";

const CHAT_KEY = "lumen-dev-chat-key";
const PASSWORD = "load1234";
/** The app gives up on a request after 8 s; the run waits longer so the figure is the server's. */
const LOGIN_TIMEOUT_MS = 30_000;
const DEVICE = { version: 2, deviceId: "load", deviceName: "load", deviceType: 8 };
const b64 = (text) => Buffer.from(text, "utf8").toString("base64");
const HEADERS = {
  "Content-Type": "application/json",
  "X-Field-Encoding": "base64",
  "Accept-Language": "en-US",
};
const encrypt = (message) => CryptoJS.AES.encrypt(JSON.stringify(message), CHAT_KEY).toString();
const decrypt = (text) => JSON.parse(CryptoJS.AES.decrypt(text, CHAT_KEY).toString(CryptoJS.enc.Utf8));

/** Client number n as a trusted proxy would name it: one IPv6 /64 each (the limits key on the /64). */
export const clientAddress = (n) =>
  `2001:db8:${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}::1`;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const round = (ms) => Math.round(ms * 10) / 10;

/** A data file with `count` accounts `seed1@example.com`… sharing one password (format 2 snapshot). */
function seededDataFile(count) {
  const salt = randomBytes(16);
  const hash = `scrypt$16384$${salt.toString("hex")}$${scryptSync(PASSWORD, salt, 32, { N: 16384 }).toString("hex")}`;
  const accounts = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    memberId: String(10_000_000 + (i + 1) * 7919),
    username: `seed_${i + 1}`,
    nickname: `Seed ${i + 1}`,
    email: `seed${i + 1}@example.com`,
    phone: null,
    mobile: null,
    passwordHash: hash,
    failedLogins: 0,
    locked: false,
    deleted: false,
    createdAt: "2026-11-26T00:00:00.000Z",
    extra: {},
    applications: {},
  }));
  const dataJson = JSON.stringify({ nextId: count + 1, accounts, sessions: [] });
  const checksum = `sha256:${createHash("sha256").update(dataJson).digest("hex")}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-load-seed-"));
  const file = path.join(dir, "data.json");
  fs.writeFileSync(file, `{"version":2,"checksum":"${checksum}","data":${dataJson}}\n`);
  return { file, dir };
}

async function start(bundle, extraArgs = [], { trustProxy = true } = {}) {
  const server = await startBuiltServer({
    ...(bundle ? { bundle } : {}),
    // --dev-api: the scenarios sign up through the outbox, which --trust-proxy turns off (ADR-0472).
    args: [...(trustProxy ? ["--trust-proxy"] : []), "--dev-api", ...extraArgs],
  });
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(server.url))
    throw new Error(`refusing to load a non-loopback server: ${server.url}`);
  return server;
}

/** Bytes the server process has caused to be written to storage (Linux /proc/PID/io). */
function storageWrites(pid) {
  const io = fs.readFileSync(`/proc/${pid}/io`, "utf8");
  return Number(/^write_bytes:\s+(\d+)/m.exec(io)?.[1] ?? NaN);
}

/** CPU the server process has used, user + system, in ms (Linux /proc/PID/stat, 100 ticks a second). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One login from client n; its latency in ms and the envelope code. */
async function loginOnce(origin, loginPath, email, n) {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}/api${loginPath}`, {
      method: "POST",
      headers: { ...HEADERS, "X-Forwarded-For": clientAddress(n) },
      body: JSON.stringify({ ...DEVICE, email: b64(email), password: b64(PASSWORD) }),
      signal: AbortSignal.timeout(LOGIN_TIMEOUT_MS),
    });
    const body = await response.json();
    return { ms: performance.now() - started, code: body.code, token: body.data?.token };
  } catch (error) {
    // A login unanswered after the timeout, or a connection the server closed, is a result of
    // the run (counted by its cause), not a crash of it.
    const cause = error?.name === "TimeoutError" ? "timeout" : (error?.cause?.code ?? error?.name ?? "error");
    return { ms: performance.now() - started, code: cause, token: undefined };
  }
}

/**
 * The median of three logins of client n with nothing else running: the unit the loaded figures
 * are divided by, since the machine's other load moves both alike.
 */
async function loneLogin(origin, loginPath, email, n) {
  const times = [];
  for (let i = 0; i < 3; i += 1) times.push((await loginOnce(origin, loginPath, email, n)).ms);
  return times.sort((a, b) => a - b)[1];
}

/** Static GET / latencies from 2 connections for `seconds`. */
function staticGets(origin, seconds) {
  return autocannon({
    url: `${origin}/`,
    connections: 2,
    duration: seconds,
    maxOverallRequests: 200_000,
    timeout: 30,
  });
}

/** Opens the chat socket, authenticates with `token`, resolves the open socket. */
function authenticatedSocket(origin, token) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${origin.replace("http", "ws")}/ws/echo`);
    const timer = setTimeout(() => reject(new Error("chat socket: no SRV_SUCCESS_AUTH in 10 s")), 10_000);
    ws.once("error", reject);
    // A socket refused at auth (a cap) closes without an answer: its code is the result.
    ws.once("close", (code) => {
      clearTimeout(timer);
      reject(new Error(`chat socket closed ${code}`));
    });
    ws.once("open", () => ws.send(encrypt({ type: "CLI_AUTH", token })));
    ws.once("message", (data) => {
      clearTimeout(timer);
      const frame = decrypt(String(data));
      if (frame.type === "SRV_SUCCESS_AUTH") resolve(ws);
      else reject(new Error(`chat socket: ${JSON.stringify(frame)}`));
    });
  });
}

/**
 * Socket flood: one logged-in client sends heartbeats at `rate` frames/s (in batches every 10 ms)
 * for `seconds`, reconnecting whenever the server hangs up, while GET / is measured.
 */
async function socketFlood({ bundle, seconds, rate, loginPath, createAccount }) {
  const server = await start(bundle);
  try {
    const email = "flood@example.com";
    await createAccount(server.url, email, "flood_user", 0);
    const { token } = await loginOnce(server.url, loginPath, email, 0);
    const frame = encrypt({ type: "CLI_HEARTBEAT", time: 1 });
    const closes = {};
    let sent = 0;
    let connections = 0;
    const until = Date.now() + seconds * 1000;
    const flood = (async () => {
      while (Date.now() < until) {
        const ws = await authenticatedSocket(server.url, token).catch(() => undefined);
        if (!ws) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        connections += 1;
        const closed = new Promise((resolve) => ws.once("close", (code) => resolve(code)));
        const perTick = Math.max(1, Math.round(rate / 100));
        const timer = setInterval(() => {
          if (ws.readyState !== WebSocket.OPEN) return;
          for (let i = 0; i < perTick; i += 1) ws.send(frame);
          sent += perTick;
        }, 10);
        const stop = new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now()), "time"));
        const code = await Promise.race([closed, stop]);
        clearInterval(timer);
        if (code === "time") ws.terminate();
        else closes[code] = (closes[code] ?? 0) + 1;
      }
    })();
    const gets = await staticGets(server.url, seconds);
    await flood;
    return {
      scenario: `socket flood: 1 client, ${rate} frames/s for ${seconds} s`,
      "GET / p50 ms": gets.latency.p50,
      "GET / p99 ms": gets.latency.p99,
      "GET / max ms": gets.latency.max,
      "GET / requests": gets.requests.total,
      "frames sent": sent,
      "socket connections": connections,
      "closed by the server (code: times)": JSON.stringify(closes),
    };
  } finally {
    await server.close();
  }
}

/**
 * One client sends `held` logins at once and holds them until answered (the attack: a
 * backlog, not a stream); another client logs in while they are in flight. Three waves.
 */
async function loginWaves({ bundle, held, loginPath, createAccount }) {
  const server = await start(bundle);
  try {
    await createAccount(server.url, "holder@example.com", "holder_user", 1);
    await createAccount(server.url, "other@example.com", "other_user", 2);
    const alone = await loneLogin(server.url, loginPath, "other@example.com", 2);
    const times = [];
    const codes = {};
    const holderCodes = {};
    for (let wave = 0; wave < 3; wave += 1) {
      const backlog = Array.from({ length: held }, () =>
        loginOnce(server.url, loginPath, "holder@example.com", 1).then(({ code }) => {
          holderCodes[code] = (holderCodes[code] ?? 0) + 1;
        }),
      );
      // Sent after the whole backlog, as a user arriving behind it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { ms, code } = await loginOnce(server.url, loginPath, "other@example.com", 2);
      times.push(ms);
      codes[code] = (codes[code] ?? 0) + 1;
      await Promise.all(backlog);
    }
    const sorted = [...times].sort((a, b) => a - b);
    return {
      scenario: `${held} logins sent at once by one client, 3 waves; another client's login`,
      "other login ms (each wave)": times.map(round).join(", "),
      "other login max ms": round(sorted.at(-1) ?? NaN),
      "other login alone ms (median of 3)": round(alone),
      "other login max / alone": round((sorted.at(-1) ?? NaN) / alone),
      "other logins (code: times)": JSON.stringify(codes),
      "holder answers (code: times)": JSON.stringify(holderCodes),
    };
  } finally {
    await server.close();
  }
}

/** One client keeps `held` logins in flight (a closed loop: each answered one is sent again); another client's logins are timed one after another. */
async function heldLogins({ bundle, seconds, held, loginPath, createAccount }) {
  const server = await start(bundle);
  try {
    await createAccount(server.url, "holder@example.com", "holder_user", 1);
    await createAccount(server.url, "other@example.com", "other_user", 2);
    const alone = await loneLogin(server.url, loginPath, "other@example.com", 2);
    const holder = autocannon({
      url: `${server.url}/api${loginPath}`,
      method: "POST",
      headers: { ...HEADERS, "X-Forwarded-For": clientAddress(1) },
      body: JSON.stringify({ ...DEVICE, email: b64("holder@example.com"), password: b64(PASSWORD) }),
      connections: held,
      // Stopped once the other client's logins are measured; this only bounds a stuck run.
      duration: 120,
      maxOverallRequests: 500_000,
      timeout: 30,
    });
    const holderDone = new Promise((resolve) => holder.once("done", resolve));
    // Let the holder's requests pile up first.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const times = [];
    const codes = {};
    const until = Date.now() + seconds * 1000;
    while (times.length < 5 || (Date.now() < until && times.length < 10)) {
      const { ms, code } = await loginOnce(server.url, loginPath, "other@example.com", 2);
      times.push(ms);
      codes[code] = (codes[code] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    holder.stop();
    const result = await holderDone;
    const sorted = [...times].sort((a, b) => a - b);
    return {
      scenario: `${held} logins held open by one client (closed loop); another client's logins`,
      "other logins measured": sorted.length,
      "other login p50 ms": round(percentile(sorted, 50)),
      "other login max ms": round(sorted.at(-1) ?? NaN),
      "other login alone ms (median of 3)": round(alone),
      "other login p50 / alone": round(percentile(sorted, 50) / alone),
      "other login max / alone": round((sorted.at(-1) ?? NaN) / alone),
      "other logins (code: times)": JSON.stringify(codes),
      "holder requests": result.requests.total,
      "holder non-2xx (429: too many in flight)": result.non2xx,
      "holder p50 ms": result.latency.p50,
    };
  } finally {
    await server.close();
  }
}

/** 10,000 accounts in the data file: GET / and logins of 50 different clients at once. */
async function manyAccounts({ bundle, seconds, accounts, loginPath }) {
  const seed = seededDataFile(accounts);
  const bytesBefore = fs.statSync(seed.file).size;
  const server = await start(bundle, ["--data", seed.file]);
  try {
    const alone = await loneLogin(server.url, loginPath, "seed1@example.com", 99);
    const writtenBefore = storageWrites(server.pid);
    const cpuBefore = cpuMs(server.pid);
    const started = performance.now();
    let next = 0;
    const loginTimes = [];
    const codes = {};
    const until = Date.now() + seconds * 1000;
    // 50 concurrent lanes, each a different client logging in to a different account.
    const lanes = Array.from({ length: 50 }, async () => {
      while (Date.now() < until) {
        const n = next++;
        const { ms, code } = await loginOnce(
          server.url,
          loginPath,
          `seed${(n % accounts) + 1}@example.com`,
          100 + n,
        );
        loginTimes.push(ms);
        codes[code] = (codes[code] ?? 0) + 1;
      }
    });
    const gets = await staticGets(server.url, seconds);
    await Promise.all(lanes);
    const elapsedS = (performance.now() - started) / 1000;
    const cpuUsed = cpuMs(server.pid) - cpuBefore;
    const sorted = [...loginTimes].sort((a, b) => a - b);
    const bytesAfter = fs.statSync(seed.file).size;
    const writtenAfter = storageWrites(server.pid);
    return {
      scenario: `${accounts} accounts (${(bytesBefore / 1e6).toFixed(1)} MB): 50 concurrent logins`,
      "GET / p50 ms": gets.latency.p50,
      "GET / p99 ms": gets.latency.p99,
      "login p50 ms": round(percentile(sorted, 50)),
      "login p99 ms": round(percentile(sorted, 99)),
      "login alone ms (median of 3)": round(alone),
      "login p99 / alone": round(percentile(sorted, 99) / alone),
      // With 50 always in flight a login waits about 50 / throughput (Little's law): the p99 can
      // only fall by answering more logins a second.
      "logins answered per s": round(sorted.length / elapsedS),
      // Machine-independent: all threads of the server (hashes included), GET / traffic included.
      "server CPU ms per login": round(cpuUsed / Math.max(1, sorted.length)),
      "server CPU share of 2 cores": round(cpuUsed / 1000 / elapsedS / 2),
      "logins (code: times)": JSON.stringify(codes),
      "data file growth per login (bytes)": Math.round(
        (bytesAfter - bytesBefore) / Math.max(1, sorted.length),
      ),
      "server bytes written to storage per login": Math.round(
        (writtenAfter - writtenBefore) / Math.max(1, sorted.length),
      ),
    };
  } finally {
    await server.close();
    fs.rmSync(seed.dir, { recursive: true, force: true });
  }
}

/**
 * One signed-up account opens `sockets` chat sockets with one token; each sends `rate` frames a
 * second of about `frameBytes` (encrypted), under the per-socket limits, and reconnects a second
 * after the server closes it. GET / and getCountryList are timed before (the idle baseline) and
 * during the flood, from another loopback address.
 */
async function accountSocketFlood({
  bundle,
  seconds,
  sockets,
  rate,
  frameBytes,
  loginPath,
  countriesPath,
  createAccount,
}) {
  const server = await start(bundle);
  try {
    const email = "sockets@example.com";
    await createAccount(server.url, email, "sockets_user", 0);
    const { token } = await loginOnce(server.url, loginPath, email, 0);
    // CryptoJS output is base64 of salt + ciphertext: about 4/3 of the JSON, plus the header.
    const text = "x".repeat(Math.floor((frameBytes * 3) / 4) - 64);
    const frame = encrypt({ type: "CLI_MESSAGE", text });
    const baseline = await probeElsewhere(server.url, Math.min(5, seconds), {
      localAddress: "127.0.0.2",
      apiPath: countriesPath,
    });
    const closes = {};
    let sent = 0;
    let authenticated = 0;
    let refused = 0;
    const until = Date.now() + seconds * 1000;
    const lane = async () => {
      // Bounded: the flood's duration, and at most 1,000 connections per lane.
      for (let attempt = 0; Date.now() < until && attempt < 1_000; attempt += 1) {
        const ws = await authenticatedSocket(server.url, token).catch((error) => {
          refused += 1;
          const code = /(\d{4})/.exec(String(error?.message))?.[1];
          if (code) closes[code] = (closes[code] ?? 0) + 1;
          return undefined;
        });
        if (ws) {
          authenticated += 1;
          const closed = new Promise((resolve) => ws.once("close", (code) => resolve(code)));
          const timer = setInterval(
            () => {
              if (ws.readyState !== WebSocket.OPEN) return;
              ws.send(frame);
              sent += 1;
            },
            Math.round(1000 / rate),
          );
          const stop = new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now()), "time"));
          const code = await Promise.race([closed, stop]);
          clearInterval(timer);
          if (code === "time") ws.terminate();
          else closes[code] = (closes[code] ?? 0) + 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    };
    const lanes = Array.from({ length: sockets }, lane);
    // Measured once the sockets are open and sending.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const cpuBefore = cpuMs(server.pid);
    const probeStarted = performance.now();
    const during = await probeElsewhere(server.url, Math.max(1, seconds - 2), {
      localAddress: "127.0.0.2",
      apiPath: countriesPath,
    });
    // Machine-independent: how much of one core the server spent while the flood was measured.
    const cpuShare = (cpuMs(server.pid) - cpuBefore) / (performance.now() - probeStarted);
    await Promise.all(lanes);
    return {
      scenario: `one account, ${sockets} sockets x ${rate} frames/s x ${Math.round(frameBytes / 1024)} KB for ${seconds} s`,
      "idle GET / p50 / p99 ms": `${baseline.page.p50} / ${baseline.page.p99}`,
      "idle API p50 / p99 ms": `${baseline.api.p50} / ${baseline.api.p99}`,
      "flood GET / p50 / p99 / max ms": `${during.page.p50} / ${during.page.p99} / ${during.page.max}`,
      "flood API p50 / p99 / max ms": `${during.api.p50} / ${during.api.p99} / ${during.api.max}`,
      "probe failures (idle, flood)": `${baseline.failures}, ${during.failures}`,
      "server CPU during the flood (share of one core)": round(cpuShare),
      "sockets authenticated (incl. reconnects)": authenticated,
      "sockets refused at auth": refused,
      "frames sent": sent,
      "closed by the server (code: times)": JSON.stringify(closes),
    };
  } finally {
    await server.close();
  }
}

/** Opens one raw TCP connection that never sends a byte; resolves once connected (or failed). */
function idleConnection(port, localAddress) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port, localAddress });
    const entry = { socket, open: false };
    socket.on("error", () => {});
    socket.resume();
    socket.once("connect", () => {
      entry.open = true;
      resolve(entry);
    });
    socket.once("close", () => {
      entry.open = false;
      resolve(entry);
    });
  });
}

/**
 * `count` connections from 127.0.0.1 that never send a byte, held for `seconds`; a new client on
 * 127.0.0.2 times GET / before (the idle baseline) and during the hold, and the connections still
 * open are counted as time passes. Without --trust-proxy, so the peer address is the client.
 */
async function idleHold({ bundle, seconds, count }) {
  const server = await start(bundle, [], { trustProxy: false });
  const held = [];
  try {
    const port = Number(new URL(server.url).port);
    const baseline = await probeElsewhere(server.url, 3, { localAddress: "127.0.0.2" });
    const opening = performance.now();
    // In batches of 500, so the machine's accept queue keeps up.
    for (let i = 0; i < count; i += 500)
      held.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(500, count - i) }, () => idleConnection(port, "127.0.0.1")),
        )),
      );
    const openedMs = performance.now() - opening;
    const started = Date.now();
    const stillOpen = {};
    const sampler = setInterval(() => {
      const s = Math.round((Date.now() - started) / 1000);
      if ([1, 5, 12, 20, 30].includes(s) && stillOpen[`${s} s`] === undefined)
        stillOpen[`${s} s`] = held.filter((entry) => entry.open).length;
    }, 200);
    const during = await probeElsewhere(server.url, seconds, { localAddress: "127.0.0.2" });
    clearInterval(sampler);
    return {
      scenario: `${count} idle connections from one address, held ${seconds} s; another client's GET /`,
      "idle GET / p50 / p99 ms": `${baseline.page.p50} / ${baseline.page.p99}`,
      "hold GET / p50 / p99 / max ms": `${during.page.p50} / ${during.page.p99} / ${during.page.max}`,
      "GET / failures (idle, hold)": `${baseline.failures}, ${during.failures}`,
      "connections opened in ms": Math.round(openedMs),
      "still open after (s: connections)": JSON.stringify(stillOpen),
    };
  } finally {
    for (const entry of held) entry.socket.destroy();
    await server.close();
  }
}

/**
 * Runs the three hostile scenarios (or `only` one: flood, held, accounts); `createAccount(origin, email, username, client)` signs an
 * account up through the API as client `client`.
 */
export async function runHostile({
  bundle,
  seconds,
  floodSeconds,
  only,
  loginPath,
  countriesPath,
  createAccount,
  log,
}) {
  const rows = [];
  const wanted = (name) => only === undefined || only === name;
  if (wanted("flood")) {
    log(`socket flood for ${floodSeconds} s…`);
    rows.push(await socketFlood({ bundle, seconds: floodSeconds, rate: 5000, loginPath, createAccount }));
  }
  if (wanted("account-flood")) {
    log(`one account's 100 sockets x 9 frames/s x 12 KB for ${floodSeconds} s…`);
    rows.push(
      await accountSocketFlood({
        bundle,
        seconds: floodSeconds,
        sockets: 100,
        rate: 9,
        frameBytes: 12 * 1024,
        loginPath,
        countriesPath,
        createAccount,
      }),
    );
  }
  if (wanted("idle-hold")) {
    log(`5,000 idle connections held for ${floodSeconds} s…`);
    rows.push(await idleHold({ bundle, seconds: floodSeconds, count: 5_000 }));
  }
  if (wanted("held")) {
    log("300 logins sent at once by one client…");
    rows.push(await loginWaves({ bundle, held: 300, loginPath, createAccount }));
    log("300 logins held open by one client in a closed loop…");
    rows.push(await heldLogins({ bundle, seconds, held: 300, loginPath, createAccount }));
  }
  if (wanted("accounts")) {
    log("10,000 accounts, 50 concurrent logins…");
    rows.push(await manyAccounts({ bundle, seconds, accounts: 10_000, loginPath }));
  }
  return { rows, loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100) };
}
