// Times GET / (and one API call) one after another from another loopback address, for the hostile
// load scenarios. Run in its own process (probeElsewhere), so the figures are the server's and not
// the load generator's own event loop, busy with the attack it drives. Bounded in time and count.
import { execFile } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";
import { isMain } from "./is-main.mjs";

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const round = (ms) => Math.round(ms * 10) / 10;

/** GET / and one API call timed one after another for `seconds` from `localAddress`; p50/p99/max and failures. */
export async function probe(origin, seconds, { localAddress = "127.0.0.1", apiPath } = {}) {
  const pages = [];
  const calls = [];
  let failures = 0;
  const until = Date.now() + seconds * 1000;
  const once = (path) =>
    new Promise((resolve) => {
      const url = new URL(path, origin);
      const started = performance.now();
      const req = http.get(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          localAddress,
          agent: false,
          headers: { "Accept-Language": "en-US" },
          timeout: 15_000,
        },
        (res) => {
          res.resume();
          res.once("end", () => resolve(res.statusCode === 200 ? performance.now() - started : undefined));
        },
      );
      req.once("timeout", () => req.destroy());
      req.once("error", () => resolve(undefined));
    });
  // Bounded in time and count: at most 2,000 rounds.
  for (let round = 0; Date.now() < until && round < 2_000; round += 1) {
    const page = await once("/");
    if (page === undefined) failures += 1;
    else pages.push(page);
    if (apiPath) {
      const call = await once(`/api${apiPath}`);
      if (call === undefined) failures += 1;
      else calls.push(call);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stats = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? NaN),
    };
  };
  return { page: stats(pages), api: stats(calls), failures, count: pages.length + calls.length };
}

/** `probe` in a child process; `origin` must be a loopback server. */
export function probeElsewhere(origin, seconds, { localAddress = "127.0.0.1", apiPath } = {}) {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) throw new Error(`refusing to probe ${origin}`);
  const args = [fileURLToPath(import.meta.url), origin, String(seconds), localAddress, apiPath ?? ""];
  return new Promise((resolve, reject) =>
    execFile(process.execPath, args, { timeout: (seconds + 60) * 1000 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    ),
  );
}

if (isMain(import.meta.url)) {
  const [origin = "", seconds = "5", localAddress = "127.0.0.1", apiPath = ""] = process.argv.slice(2);
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin) || !(Number(seconds) > 0 && Number(seconds) <= 120)) {
    console.error("usage: latency-probe.mjs http://127.0.0.1:PORT SECONDS [LOCAL_ADDRESS] [API_PATH]");
    process.exit(2);
  }
  const result = await probe(origin, Number(seconds), { localAddress, apiPath: apiPath || undefined });
  console.log(JSON.stringify(result));
}
