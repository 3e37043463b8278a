#!/usr/bin/env node
// Long tasks (>= 50 ms) while #/home and #/login load at 4x CPU (CDP Emulation.setCPUThrottlingRate,
// Lighthouse's mobile slowdown), from PerformanceObserver 'longtask' entries, until the app is ready
// and the network has been quiet for 3 s; routes interleaved, fresh context per load. For A/B runs
// against another build: pass its dist/web and its server bundle. What the tasks are made of:
// scripts/long-task-trace.mjs.
// Usage: node scripts/long-tasks.mjs [distDir=dist/web] [runs=3] [serverBundle]
import { chromium } from "playwright-core";
import { startBuiltServer } from "./lib/local-server.mjs";
import { playwrightLaunchOptions } from "./lib/chromium.mjs";
import { newPhoneContext, watchResponses } from "./lib/phone-load.mjs";
const [distDir = "dist/web", runs = "3", bundle] = process.argv.slice(2);
const server = await startBuiltServer({ staticDir: distDir, ...(bundle ? { bundle } : {}) });
const browser = await chromium.launch(playwrightLaunchOptions());
const out = { "#/home": [], "#/login": [] };
try {
  for (let i = 0; i < Number(runs); i++)
    for (const route of Object.keys(out)) {
      const context = await newPhoneContext(browser, "zh-CN");
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__long = [];
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) window.__long.push(Math.round(e.duration));
        }).observe({ type: "longtask", buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const responses = watchResponses(page);
      await page.goto(`${server.url}/${route}`, { waitUntil: "load", timeout: 120000 });
      await responses.settled({ quietMs: 3000, readyTimeoutMs: 60000, maxWaitMs: 60000 });
      const long = await page.evaluate(() => window.__long);
      out[route].push(long);
      await context.close();
    }
} finally {
  await browser.close();
  await server.close();
}
for (const [route, rs] of Object.entries(out)) {
  const counts = rs.map((r) => r.length),
    longest = rs.map((r) => Math.max(0, ...r)),
    total = rs.map((r) => r.reduce((a, b) => a + Math.max(0, b - 50), 0));
  const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  console.log(
    route,
    "tasks>=50ms median",
    med(counts),
    "longest median",
    med(longest),
    "ms, blocking(sum over 50) median",
    med(total),
    "ms; runs:",
    JSON.stringify(rs),
  );
}
