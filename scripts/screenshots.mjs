#!/usr/bin/env node
// `npm run screenshots`: PNGs of every route (scripts/lib/screenshot-routes.mjs) at 390×844 and
// 1440×900, in zh-CN and en-US, logged out and logged in where it matters, dark for a few, written
// to artifacts/screenshots/ (gitignored) for people to look at. Runs under `node --import tsx`
// so it can reuse the e2e helpers (account fixtures, the app's own session format).
// Usage: npm run screenshots -- [--no-build] [--locales zh-CN,ja] [--viewports phone] [substring…]
// (a substring of a path, route name or slug, e.g. "errors" for the auth screens' error states)
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { runBuilds } from "./build.mjs";
import { playwrightLaunchOptions } from "./lib/chromium.mjs";
import { startBuiltServer } from "./lib/local-server.mjs";
import { ARTIFACTS } from "./lib/paths.mjs";
import {
  SCREENSHOT_ACTIONS,
  SCREENSHOT_LOCALES,
  SCREENSHOT_ROUTES,
  SCREENSHOT_VIEWPORTS,
} from "./lib/screenshot-routes.mjs";

const args = process.argv.slice(2);
const valueFlags = new Set(["--locales", "--viewports"]);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const filters = args.filter((a, i) => !a.startsWith("--") && !valueFlags.has(args[i - 1]));
const locales = opt("--locales", SCREENSHOT_LOCALES.join(",")).split(",");
const viewports = opt("--viewports", Object.keys(SCREENSHOT_VIEWPORTS).join(",")).split(",");

if (!args.includes("--no-build")) {
  const steps = await runBuilds();
  if (steps.some((s) => s.status === "failed")) process.exit(1);
}

const outDir = path.join(ARTIFACTS, "screenshots");
fs.mkdirSync(outDir, { recursive: true });
const server = await startBuiltServer();
process.env.LUMEN_E2E_BASE_URL = server.url;
// Imported after the base URL is set; these are the e2e helpers (TypeScript, loaded by tsx).
const { signUpByEmail } = await import("../tests/e2e/support/accounts.ts");
const { storageForSession } = await import("../tests/e2e/support/session-storage.ts");

const entries = SCREENSHOT_ROUTES.filter(
  (r) =>
    filters.length === 0 ||
    filters.some((f) => r.path.includes(f) || r.name.includes(f) || r.slug?.includes(f)),
);
const browser = await chromium.launch(playwrightLaunchOptions());
const failures = [];
let written = 0;
try {
  const session = entries.some((e) => e.auth === "in" || e.auth === "both")
    ? await signUpByEmail({ nickname: "Demo Creator" })
    : null;
  for (const entry of entries) {
    const states = entry.auth === "both" ? ["out", "in"] : [entry.auth ?? "out"];
    for (const state of states)
      for (const locale of locales)
        for (const vp of viewports)
          for (const scheme of entry.dark ? ["light", "dark"] : ["light"]) {
            const slug =
              entry.slug ??
              entry.path
                .replace(/\{lang\}/g, "")
                .replace(/[^\w]+/g, "-")
                .replace(/^-|-$/g, "");
            const file = `${slug}--${locale}--${vp}--${state}${scheme === "dark" ? "--dark" : ""}.png`;
            const route = entry.path.replace(/\{lang\}/g, locale);
            const context = await browser.newContext({
              locale,
              viewport: SCREENSHOT_VIEWPORTS[vp],
              isMobile: vp === "phone",
              hasTouch: vp === "phone",
              deviceScaleFactor: 1,
              colorScheme: scheme,
              reducedMotion: "reduce",
            });
            try {
              // The language comes from ?lang= (ROUTE-LANG-1 guard); a logged-in shot seeds the app's own session format.
              if (state === "in" && session) {
                await context.addInitScript((e) => {
                  for (const [k, v] of Object.entries(e))
                    if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
                }, storageForSession(session));
              }
              // Reached right after a sign-up, as the sign-up leaves the entry (web/routes/entry-mark.ts).
              if (entry.freshSignup) {
                await context.addInitScript(() =>
                  history.replaceState({ ...(history.state ?? {}), lumenMark: "signed-up" }, ""),
                );
              }
              if (entry.session) {
                await context.addInitScript((e) => {
                  for (const [k, v] of Object.entries(e)) sessionStorage.setItem(k, v);
                }, entry.session);
              }
              const page = await context.newPage();
              const sep = route.includes("?") ? "&" : "?";
              await page.goto(`${server.url}/#${route}${sep}lang=${locale}`, { waitUntil: "networkidle" });
              // The app starts on a visitor's first input (ADR-0450): a pointer move, as a person's.
              await page.mouse.move(1, 1);
              await page.mouse.move(2, 2);
              await page.waitForSelector("html[data-app=ready]", { state: "attached", timeout: 10_000 });
              // The services and what they fetch come after the app is live; a full-page picture shows
              // what a reader who scrolls down sees, and the landing's notices are asked for only near
              // view (ADR-0536).
              await page.evaluate(() => document.querySelector(".notices")?.scrollIntoView());
              await page.waitForLoadState("networkidle");
              await page.evaluate(() => window.scrollTo(0, 0));
              // Visible: the header's closed drawers are dialogs too (ADR-0497).
              await page
                .locator("main, [role=main], h1, [role=dialog], [role=alertdialog]")
                .filter({ visible: true })
                .first()
                .waitFor({ timeout: 10_000 })
                .catch(() => undefined);
              if (entry.act) await SCREENSHOT_ACTIONS[entry.act](page);
              await page.evaluate(() => document.fonts?.ready);
              // The landing's lower sections skip their rendering off screen (content-visibility), and
              // a full-page capture came before they rendered: one showed as a blank band.
              await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
              await page.screenshot({ path: path.join(outDir, file), fullPage: true });
              written += 1;
              process.stdout.write(`✔ ${file}  (${new URL(page.url()).hash})\n`);
            } catch (err) {
              failures.push(`${file}: ${err.message.split("\n")[0]}`);
              process.stdout.write(`✖ ${file}: ${err.message.split("\n")[0]}\n`);
            } finally {
              await context.close();
            }
          }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(
  `\n${written} screenshots in ${path.relative(process.cwd(), outDir)}/${failures.length ? `, ${failures.length} failed:\n  ${failures.join("\n  ")}` : ""}`,
);
process.exitCode = failures.length ? 1 : 0;
