#!/usr/bin/env node
// Long tasks (>= 50 ms) while #/login and #/home load and wake at 4x CPU (CDP
// Emulation.setCPUThrottlingRate, Lighthouse's mobile slowdown), from PerformanceObserver 'longtask'
// entries: from the visitor's first input right after `load` (a pointer move, ADR-0450) until the
// app is ready and the network idle. Fresh phone context per load. With a second build, A and B are
// interleaved run by run, so a drifting machine loads both alike. Each dist/web needs its
// build-info folder beside it (copy both: `cp -r dist /tmp/A`). What the tasks are made of:
// scripts/long-task-trace.mjs.
// Usage: node scripts/long-tasks.mjs [distDir=dist/web] [runs=3] [otherDistDir]
import { chromium } from "playwright-core";
import { startBuiltServer } from "./lib/local-server.mjs";
import { playwrightLaunchOptions } from "./lib/chromium.mjs";
import { newPhoneContext } from "./lib/phone-load.mjs";

const [distA = "dist/web", runs = "3", distB] = process.argv.slice(2);
const builds = { A: distA, ...(distB ? { B: distB } : {}) };
const servers = {};
for (const [name, staticDir] of Object.entries(builds)) servers[name] = await startBuiltServer({ staticDir });
const browser = await chromium.launch(playwrightLaunchOptions());
const out = {};
try {
  for (let i = 0; i < Number(runs); i++)
    for (const name of Object.keys(builds))
      for (const route of ["#/login", "#/home"]) {
        const context = await newPhoneContext(browser, "en-US");
        const page = await context.newPage();
        await page.addInitScript(() => {
          window.__long = [];
          new PerformanceObserver((l) => {
            for (const e of l.getEntries()) window.__long.push(Math.round(e.duration));
          }).observe({ type: "longtask", buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.goto(`${servers[name].url}/${route}`, { waitUntil: "load", timeout: 120000 });
        await page.evaluate(() => (window.__long = []));
        // Two moves: a move to where the pointer already is wakes nothing.
        await page.mouse.move(1, 1);
        await page.mouse.move(2, 2);
        await page.waitForSelector("html[data-app=ready]", { state: "attached", timeout: 60000 });
        await page.waitForLoadState("networkidle");
        (out[`${name} ${route}`] ??= []).push(await page.evaluate(() => window.__long));
        await context.close();
      }
} finally {
  await browser.close();
  for (const server of Object.values(servers)) await server.close();
}
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const [key, rs] of Object.entries(out))
  console.log(
    `${key} (${builds[key[0]]}): longest median ${med(rs.map((r) => Math.max(0, ...r)))} ms,`,
    `sum median ${med(rs.map((r) => r.reduce((s, d) => s + d, 0)))} ms; runs: ${JSON.stringify(rs)}`,
  );
