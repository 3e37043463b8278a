#!/usr/bin/env node
// Build step after `vite build`: writes the first screens into the HTML, one file per language
// (index.{locale}.html, and index.html = zh-CN, the app's fallback language), so a visitor sees the
// landing or the auth screen in their language before any JavaScript runs. Steps:
//  1. Vite SSR build of web/shell/prerender/prerender-app.tsx (the real App; CSS imports are dropped);
//  2. react-dom/static renders each first screen (web/shell/prerender/first-screen.ts) per locale;
//  3. the landing goes into #root (what `/` shows without JavaScript), the others into unparsed
//     <script type="text/html"> that the inline boot script (web/shell/prerender/first-screen-boot.entry.ts,
//     bundled here), written before #root, shows instead by location.hash (ADR-0535); it starts
//     the app's module scripts (moved out of the head into a <template>) on the visitor's first
//     intent, or at once over a skeleton (appStart, ADR-0450);
//  4. the start-up locale text is embedded as a JSON data block (no extra round trip for it);
//  5. the boot script's CSP hash is written to dist/build-info/csp-hashes.json for the server and
//     the generated host configurations (scripts/deploy-artefacts.ts).
// See ADR-0121.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { isMain } from "./lib/is-main.mjs";
import { LOCALES } from "./lib/budget-routes.mjs";
import { DIST, ROOT, WEB_DIST, buildInfoFor } from "./lib/paths.mjs";

/** Namespaces the first screens render with; embedded so they cost no request. */
export const DEFAULT_LOCALE = "zh-CN";
export const CSP_HASHES_FILE = "csp-hashes.json";
const SSR_OUT = path.join(DIST, "prerender");
const TEXT_ID = "first-screen-text";
const APP_SCRIPTS_ID = "app-scripts";
/** Vite's module entry and its modulepreloads in the head. */
const APP_SCRIPT_TAGS = /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

const SKELETON =
  '<div class="boot-skeleton" aria-hidden="true"><div class="boot-skeleton__bar"></div><div class="boot-skeleton__hero"></div></div>';

async function buildRenderer() {
  await build({
    root: ROOT,
    configFile: false,
    logLevel: "warn",
    plugins: [react()],
    build: {
      ssr: path.join(ROOT, "web/shell/prerender/prerender-app.tsx"),
      outDir: SSR_OUT,
      emptyOutDir: true,
      target: "node20",
      rollupOptions: { output: { entryFileNames: "prerender-app.mjs" } },
    },
  });
  return import(pathToFileURL(path.join(SSR_OUT, "prerender-app.mjs")).href);
}

/**
 * The route manifest names each route's lazy screen; the boot script reads the manifest's patterns
 * only, so the screens' imports stay unresolved there (never called) instead of bundling the app.
 */
const screensStayOut = {
  name: "screens-stay-out",
  setup(plugin) {
    plugin.onResolve({ filter: /\/screens\// }, (args) => ({ path: args.path, external: true }));
  },
};

async function buildBootScript() {
  const result = await esbuild.build({
    entryPoints: [path.join(ROOT, "web/shell/prerender/first-screen-boot.entry.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    write: false,
    legalComments: "none",
    // The built page only: the service worker's registration is the boot script's (ADR-0450).
    define: { "import.meta.env.DEV": "false" },
    plugins: [screensStayOut],
  });
  return result.outputFiles[0].text.trim();
}

export const scriptHash = (source) =>
  `'sha256-${crypto.createHash("sha256").update(source, "utf8").digest("base64")}'`;

/** JSON that cannot close its <script> element or open a comment. */
const jsonForScript = (value) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

function readResources(locale, namespaces) {
  const bundles = {};
  for (const ns of namespaces) {
    const file = path.join(ROOT, "locales", locale, `${ns}.json`);
    bundles[ns] = JSON.parse(fs.readFileSync(file, "utf8"));
  }
  return bundles;
}

/**
 * CSS of the screens prerendered: without it their markup would be unstyled until their chunk.
 * index.html links the landing's and the auth screens' styles, so today they are in the entry's one
 * stylesheet and this finds nothing; it still links any stylesheet those screens gain later.
 */
function screenStyles(manifest) {
  const css = new Set();
  for (const screen of ["web/screens/landing/landing.screen.tsx", "web/screens/auth/auth.screen.tsx"]) {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key] || manifest[key].isEntry) return;
      seen.add(key);
      for (const file of manifest[key].css ?? []) css.add(file);
      for (const dep of manifest[key].imports ?? []) visit(dep);
    };
    visit(screen);
  }
  return [...css];
}

/** The entry's stylesheet link Vite writes into index.html (one: the app's single entry). */
const ENTRY_STYLE_TAG = /<link rel="stylesheet" crossorigin href="\.\/(assets\/[^"]+\.css)">/;

/**
 * The entry's stylesheet, as a <style> in the document (ADR-0530). A linked sheet blocks the first
 * paint for a request of its own after the HTML: Lighthouse's simulated phone put that round trip
 * at 290 ms of the log-in's and the landing's LCP. The style-src CSP allows inline styles (React's
 * style attributes need it); the worker does not precache the file (web/pwa/precache-plan.ts).
 */
function inlineEntryStyle(template, webDist) {
  const link = ENTRY_STYLE_TAG.exec(template);
  if (!link) throw new Error("index.html no longer links the entry's stylesheet prerender inlines");
  const css = fs.readFileSync(path.join(webDist, link[1]), "utf8");
  if (/<\/style/i.test(css)) throw new Error(`${link[1]} holds a </style> tag`);
  return `<style>${css}</style>`;
}

const ICON_TAG = /<link rel="icon" href="\.\/(icons\/[^"]+\.svg)"/;

/**
 * The page's icon as a data: URL (ADR-0533): Chromium fetches a linked icon as soon as the page has
 * loaded, before its first frame, and Lighthouse's simulation counts that request against the LCP.
 */
function inlineIcon(template, webDist) {
  const link = ICON_TAG.exec(template);
  if (!link) throw new Error("index.html no longer links the SVG icon prerender inlines");
  const svg = fs.readFileSync(path.join(webDist, link[1]), "utf8").trim();
  // Only what a URL or the attribute cannot hold is escaped: the shortest form that still parses.
  const url = svg.replace(/"/g, "'").replace(/[<>#%&\t\n\r]/g, (c) => encodeURIComponent(c));
  return `<link rel="icon" href="data:image/svg+xml,${url}"`;
}

/**
 * A screen the boot script may swap into #root, as `<script type="text/html">` (the id and type are
 * the boot script's own, from the renderer): the HTML parser only scans its text for the closing
 * tag, where a `<template>` had it build every screen's DOM on every load although at most one is
 * shown (ADR-0445). The boot script parses the one it shows. Text that could end or re-enter the
 * script element is refused rather than escaped.
 */
function screenMarkup({ SCREEN_MARKUP_TYPE, screenMarkupId }, key, markup) {
  const id = screenMarkupId(key);
  if (/<\/?script/i.test(markup)) throw new Error(`prerendered ${id} holds a <script> tag`);
  return `<script type="${SCREEN_MARKUP_TYPE}" id="${id}">${markup}</script>`;
}

/** The landing in #root: refused if React wrote a script into it (the CSP would block it). */
function rootMarkup(markup) {
  if (/<\/?script/i.test(markup)) throw new Error("the prerendered landing holds a <script> tag");
  return markup;
}

export async function prerenderFirstScreens({ webDist = WEB_DIST, locales = LOCALES } = {}) {
  // Bookkeeping stays out of the web root (scripts/build-info.mjs moved Vite's there).
  const info = buildInfoFor(webDist);
  // Vite's own index.html is kept beside its manifest, so running this step twice starts from it.
  const viteHtml = path.join(info, "index.vite.html");
  const current = fs.readFileSync(path.join(webDist, "index.html"), "utf8");
  if (!current.includes(`id="${TEXT_ID}"`)) fs.writeFileSync(viteHtml, current);
  const template = fs.readFileSync(viteHtml, "utf8");
  const manifest = JSON.parse(fs.readFileSync(path.join(info, "manifest.json"), "utf8"));
  const [renderer, boot] = await Promise.all([buildRenderer(), buildBootScript()]);
  // Which screens, at which locations, with which text: the route manifest's prerender entries.
  const { renderFirstScreen, DEFAULT_FIRST_SCREEN } = renderer;
  const FIRST_SCREENS = renderer.firstScreens();
  const FIRST_SCREEN_NAMESPACES = renderer.firstScreenNamespaces();
  // The boot script adds these after the first paint (see appStart in first-screen-boot.ts).
  const appScripts = [...template.matchAll(APP_SCRIPT_TAGS)].map((m) => m[0].trim());
  if (!appScripts.some((tag) => tag.startsWith("<script")))
    throw new Error("index.html no longer has the module script prerender moves");
  const styles = screenStyles(manifest)
    .map((file) => `<link rel="stylesheet" crossorigin href="./${file}">`)
    .join("\n    ");
  const entryStyle = inlineEntryStyle(template, webDist);
  const icon = inlineIcon(template, webDist);
  const written = [];
  for (const locale of locales) {
    const resources = readResources(locale, FIRST_SCREEN_NAMESPACES);
    const markup = {};
    for (const [key, location] of Object.entries(FIRST_SCREENS))
      markup[key] = await renderFirstScreen(location, locale, { [locale]: resources });
    const templates = Object.keys(FIRST_SCREENS)
      .filter((key) => key !== DEFAULT_FIRST_SCREEN)
      .map((key) => screenMarkup(renderer, key, markup[key]))
      .concat(screenMarkup(renderer, "none", SKELETON))
      .concat(`<template id="${APP_SCRIPTS_ID}">${appScripts.join("")}</template>`)
      .join("\n    ");
    const body = [
      templates,
      `<script type="application/json" id="${TEXT_ID}">${jsonForScript(resources)}</script>`,
      `<script>${boot}</script>`,
      `<div id="root">${rootMarkup(markup[DEFAULT_FIRST_SCREEN])}</div>`,
    ].join("\n    ");
    const html = template
      .replace(APP_SCRIPT_TAGS, "")
      .replace(ENTRY_STYLE_TAG, () => entryStyle)
      .replace(ICON_TAG, () => icon)
      .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
      // A function, not a string: the minified boot script may hold `$&` or `$'`, which a
      // replacement string would expand (the page then failed its own CSP hash).
      .replace(/\s*<!--[^]*?-->\s*<div id="root">[^]*?<\/div><\/div><\/div>/, () => `\n    ${body}`)
      .replace("</head>", styles ? `  ${styles}\n  </head>` : "</head>");
    if (!html.includes(`id="${TEXT_ID}"`))
      throw new Error("index.html no longer has the #root skeleton prerender replaces");
    fs.writeFileSync(path.join(webDist, `index.${locale}.html`), html);
    written.push(`index.${locale}.html`);
    if (locale === DEFAULT_LOCALE) fs.writeFileSync(path.join(webDist, "index.html"), html);
  }
  fs.writeFileSync(
    path.join(info, CSP_HASHES_FILE),
    `${JSON.stringify({ "script-src": [scriptHash(boot)] }, null, 2)}\n`,
  );
  fs.rmSync(SSR_OUT, { recursive: true, force: true });
  return { written, bootBytes: boot.length };
}

if (isMain(import.meta.url)) {
  const started = Date.now();
  const { written, bootBytes } = await prerenderFirstScreens();
  console.log(
    `prerendered ${written.length} files (boot script ${bootBytes} B) in ${Date.now() - started} ms`,
  );
}
