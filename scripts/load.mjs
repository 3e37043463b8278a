#!/usr/bin/env node
// `npm run load`: a load benchmark of the built local server, not a test. Starts the build on a
// loopback port with a fresh data file and drives it with autocannon: static files, getCountryList,
// email login at 50 and 200 connections, and a static GET measured while 50 logins run. Every run
// is bounded in time (--seconds per scenario) and count (MAX_REQUESTS per scenario).
// `--soak` instead runs five minutes of mixed load and compares the server's RSS after the first
// minute with its RSS at the end. Needs a build (`npm run build`); numbers drift with the machine's
// load, so only back-to-back runs compare.
// `--hostile` instead runs the hostile scenarios (scripts/lib/hostile-load.mjs): a 5,000 frames/s
// chat-socket flood for --duration seconds (30 by default), 300 logins held open by one client,
// 10,000 accounts in the data file during 50 concurrent logins (--seconds for these two), one
// account's 100 authenticated chat sockets each sending 9 frames of 12 KB a second, and 5,000 idle
// connections from one address (--duration for these two, each beside its idle baseline);
// --scenario flood|held|accounts|account-flood|idle-hold runs one of them.
// Usage: node scripts/load.mjs [--seconds N] [--soak] [--soak-seconds N] [--hostile] [--duration N]
//          [--scenario NAME] [--json] [--server-bundle FILE]
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { clientAddress, runHostile } from "./lib/hostile-load.mjs";
import { startBuiltServer } from "./lib/local-server.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const asJson = args.includes("--json");
const soak = args.includes("--soak");
const hostile = args.includes("--hostile");
const floodSeconds = Number(opt("--duration", "30"));
const seconds = Number(opt("--seconds", "10"));
const soakSeconds = Number(opt("--soak-seconds", "300"));
if (
  !(seconds > 0 && seconds <= 120) ||
  !(soakSeconds >= 60 && soakSeconds <= 900) ||
  !(floodSeconds >= 1 && floodSeconds <= 120)
) {
  console.error("--seconds and --duration must be 1..120 and --soak-seconds 60..900");
  process.exit(2);
}
/** A hard cap per scenario on top of the duration, so a very fast run still ends. */
const MAX_REQUESTS = 500_000;
const log = (...a) => console.error(...a);

// --server-bundle runs another build of the server (e.g. one of the previous commit) for a
// back-to-back before/after comparison on the same machine load.
const bundle = opt("--server-bundle", undefined);
const server = await startBuiltServer(bundle ? { bundle: path.resolve(bundle) } : {});
const origin = server.url;
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin))
  throw new Error(`refusing to load a non-loopback server: ${origin}`);

// The paths come from the contract the server serves (core/contract/), never spelled here.
const openapi = await (await fetch(`${origin}/api/openapi.json`)).json();
function pathOf(operationId) {
  for (const [p, operations] of Object.entries(openapi.paths))
    if (Object.values(operations).some((op) => op.operationId === operationId)) return p;
  throw new Error(`${operationId} is not in /api/openapi.json`);
}

const b64 = (text) => Buffer.from(text, "utf8").toString("base64");
const jsonHeaders = {
  "Content-Type": "application/json",
  "X-Field-Encoding": "base64",
  "Accept-Language": "en-US",
};
const EMAIL = "load@example.com";
const PASSWORD = "load1234";

async function post(base, path, body, client) {
  const res = await fetch(`${base}/api${path}`, {
    method: "POST",
    headers: { ...jsonHeaders, "X-Forwarded-For": clientAddress(client) },
    body: JSON.stringify(body),
  });
  return res.json();
}

/**
 * An account to log in with, created through the same API the app uses. `client` names the
 * sender for a server started with --trust-proxy (the hostile scenarios); others ignore it.
 */
async function signUp(base, email, username, client) {
  const sent = await (
    await fetch(`${base}/api${pathOf("genEmailAuthCode")}?email=${b64(email)}&purpose=register&version=2`, {
      headers: { ...jsonHeaders, "X-Forwarded-For": clientAddress(client) },
    })
  ).json();
  if (sent.code !== 200) throw new Error(`send code: ${JSON.stringify(sent)}`);
  const [entry] = await (await fetch(`${base}/api/dev/outbox?to=${email}`)).json();
  const token = await post(
    base,
    pathOf("getRegisterToken"),
    { authCode: entry.code, email: b64(email), version: 2 },
    client,
  );
  const device = { version: 2, deviceId: "load", deviceName: "load", deviceType: 8 };
  const registered = await post(
    base,
    pathOf("registerByEmail"),
    { ...device, email: b64(email), password: b64(PASSWORD), username, registerToken: token.data },
    client,
  );
  if (registered.code !== 200) throw new Error(`register: ${JSON.stringify(registered)}`);
  return JSON.stringify({ ...device, email: b64(email), password: b64(PASSWORD) });
}

const createAccount = () => signUp(origin, EMAIL, "load_user", 0);

const loginBody = await createAccount();
const check = await post(origin, pathOf("loginByEmail"), JSON.parse(loginBody), 0);
if (check.code !== 200) throw new Error(`login check: ${JSON.stringify(check)}`);

const targets = {
  static: { url: `${origin}/`, method: "GET" },
  countries: {
    url: `${origin}/api${pathOf("getCountryList")}`,
    method: "GET",
    headers: { "Accept-Language": "en-US" },
  },
  login: {
    url: `${origin}/api${pathOf("loginByEmail")}`,
    method: "POST",
    headers: jsonHeaders,
    body: loginBody,
  },
};

function run(target, connections, duration) {
  return autocannon({
    ...target,
    connections,
    duration,
    amount: undefined,
    maxOverallRequests: MAX_REQUESTS,
    timeout: 30,
  });
}

function row(name, result) {
  return {
    scenario: name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "max ms": result.latency.max,
    requests: result.requests.total,
    "non-2xx": result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function rssKb() {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? "0");
}

try {
  if (hostile) {
    const summary = await runHostile({
      bundle: bundle ? path.resolve(bundle) : undefined,
      seconds,
      floodSeconds,
      only: opt("--scenario", undefined),
      loginPath: pathOf("loginByEmail"),
      countriesPath: pathOf("getCountryList"),
      createAccount: signUp,
      log,
    });
    if (asJson) console.log(JSON.stringify(summary, null, 2));
    else {
      for (const row of summary.rows) console.table(row);
      console.log(`load average at the end: ${summary.loadAverage.join(" / ")}`);
    }
  } else if (soak) {
    log(`soak: ${soakSeconds} s of mixed load (20 logins, 20 static, 10 getCountryList connections)`);
    const samples = [];
    const started = Date.now();
    const sampler = setInterval(
      () => samples.push({ s: Math.round((Date.now() - started) / 1000), kb: rssKb() }),
      5_000,
    );
    const results = await Promise.all([
      run(targets.login, 20, soakSeconds),
      run(targets.static, 20, soakSeconds),
      run(targets.countries, 10, soakSeconds),
    ]);
    clearInterval(sampler);
    const atMinute = samples.find((x) => x.s >= 60) ?? samples[0];
    const last = samples[samples.length - 1];
    const growth = atMinute && last ? (last.kb - atMinute.kb) / atMinute.kb : 0;
    const summary = {
      rows: [
        row("login (20 c)", results[0]),
        row("static GET / (20 c)", results[1]),
        row("getCountryList (10 c)", results[2]),
      ],
      rssAfterFirstMinuteMb: atMinute ? Math.round(atMinute.kb / 1024) : 0,
      rssAtEndMb: last ? Math.round(last.kb / 1024) : 0,
      rssGrowthPercent: Math.round(growth * 1000) / 10,
      rssSamplesMb: samples.map((x) => `${x.s}s:${Math.round(x.kb / 1024)}`),
    };
    if (asJson) console.log(JSON.stringify(summary, null, 2));
    else {
      console.table(summary.rows);
      console.log(
        `RSS after the first minute ${summary.rssAfterFirstMinuteMb} MB, at the end ${summary.rssAtEndMb} MB (${summary.rssGrowthPercent} %)`,
      );
      console.log(summary.rssSamplesMb.join(" "));
    }
  } else {
    const rows = [];
    // Requests still queued when a scenario ends would eat into the next one: wait them out. A
    // static GET and a login each join the back of their queue, so they end after the leftovers.
    const settle = async () => {
      await fetch(`${origin}/`, { signal: AbortSignal.timeout(120_000) });
      await fetch(targets.login.url, { ...targets.login, signal: AbortSignal.timeout(120_000) });
    };
    const scenario = async (name, target, connections) => {
      log(`${name}…`);
      rows.push(row(name, await run(target, connections, seconds)));
      await settle();
    };
    await scenario("static GET / (50 c)", targets.static, 50);
    await scenario("getCountryList (50 c)", targets.countries, 50);
    await scenario("login (50 c)", targets.login, 50);
    await scenario("login (200 c)", targets.login, 200);
    log("static GET / (2 c) while 50 logins run…");
    const [during, logins] = await Promise.all([
      run(targets.static, 2, seconds),
      run(targets.login, 50, seconds),
    ]);
    rows.push(row("static GET / (2 c) during 50 logins", during));
    rows.push(row("login (50 c) with the static GETs", logins));
    if (asJson) console.log(JSON.stringify(rows, null, 2));
    else console.table(rows);
  }
} finally {
  await server.close();
}
