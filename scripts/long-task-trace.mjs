#!/usr/bin/env node
// What the main-thread tasks of >= 50 ms are while a route loads at 4x CPU (Lighthouse's mobile
// slowdown): one load of the built app traced through CDP, each long task printed with the events
// inside it that took >= 8 ms (layout, module evaluation, style sheet parsing ...). For the counts
// over several runs, scripts/long-tasks.mjs. The app is woken by a pointer move after `load`. Trace written to artifacts/long-task-trace.json.
// Usage: node scripts/long-task-trace.mjs <distDir> <route> [serverBundle]   e.g. dist/web "#/login"
//        node scripts/long-task-trace.mjs --analyze   (the last trace again)
import { chromium } from "playwright-core";
import { startBuiltServer } from "./lib/local-server.mjs";
import { playwrightLaunchOptions } from "./lib/chromium.mjs";
import { newPhoneContext, watchResponses } from "./lib/phone-load.mjs";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/paths.mjs";

const TRACE = path.join(ROOT, "artifacts", "long-task-trace.json");
fs.mkdirSync(path.dirname(TRACE), { recursive: true });
const [distDir, route, bundle] = process.argv.slice(2);
if (distDir === "--analyze") {
  analyze();
  process.exit(0);
}
const server = await startBuiltServer({ staticDir: distDir, ...(bundle ? { bundle } : {}) });
const browser = await chromium.launch(playwrightLaunchOptions());
try {
  const context = await newPhoneContext(browser, "zh-CN");
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await browser.startTracing(page, {
    path: TRACE,
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "v8.execute",
      "blink.user_timing",
    ],
  });
  const responses = watchResponses(page);
  await page.goto(`${server.url}/${route}`, { waitUntil: "load" });
  // The app starts on the visitor's first input (ADR-0450): two moves, as a person's pointer makes.
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await responses.settled({ quietMs: 3000, readyTimeoutMs: 60000 });
  await browser.stopTracing();
} finally {
  await browser.close();
  await server.close();
}
analyze();
function analyze() {
  const ev = JSON.parse(fs.readFileSync(TRACE, "utf8")).traceEvents;
  const mains = ev.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const parses = (m) => ev.filter((x) => x.pid === m.pid && x.tid === m.tid && x.name === "ParseHTML").length;
  const main = mains.sort((a, b) => parses(b) - parses(a))[0];
  // The page's renderer: the one that parsed the document (another renderer exists for about:blank).
  const mine = ev.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  const tasks = mine.filter((e) => e.name === "RunTask" && e.dur >= 50000);
  for (const t of tasks) {
    const inner = mine.filter(
      (e) =>
        e !== t &&
        e.ts >= t.ts &&
        e.ts + e.dur <= t.ts + t.dur &&
        e.name !== "RunTask" &&
        !e.name.startsWith("V8.") &&
        e.dur >= 8000,
    );
    const desc = inner
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 4)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? " " + e.args.data.url.split("/").pop() : e.args?.data?.functionName ? " " + e.args.data.functionName : ""} ${Math.round(e.dur / 1000)}`,
      )
      .join("; ");
    console.log(`${Math.round(t.dur / 1000)} ms: ${desc}`);
  }
}
