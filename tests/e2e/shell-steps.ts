// Steps shared by the shell, landing and PWA browser tests: moving between hash routes, waiting for
// where a route ends up, and the texts the app should show (read from locales/, never retyped).
import fs from "node:fs";
import type { Page } from "playwright-core";
import { BRAND } from "../../web/brand/brand.config";
import { currentRoute } from "./support";

export const LOCALES = ["zh-CN", "en-US", "en-AU", "zh-TW", "ja", "ko", "ru"] as const;

type Json = { readonly [key: string]: Json } | string;
const cache = new Map<string, Json>();

function namespace(locale: string, ns: string): Json {
  const file = new URL(`../../locales/${locale}/${ns}.json`, import.meta.url);
  let tree = cache.get(file.href);
  if (!tree) {
    tree = JSON.parse(fs.readFileSync(file, "utf8")) as Json;
    cache.set(file.href, tree);
  }
  return tree;
}

/** A string from locales/{locale}/{ns}.json by dotted key ("title.login"); throws if missing. */
export function text(locale: string, ns: string, key: string): string {
  let node: Json | undefined = namespace(locale, ns);
  for (const part of key.split(".")) node = typeof node === "string" ? undefined : node?.[part];
  if (typeof node !== "string") throw new Error(`no string ${ns}:${key} in ${locale}`);
  return node;
}

/** Every string of a namespace by dotted key. */
export function allTexts(locale: string, ns: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: Json, prefix: string) => {
    if (typeof node === "string") out.set(prefix, node);
    else for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  walk(namespace(locale, ns), "");
  return out;
}

/** document.title for a route title key: "Log in · Lumen", and the brand first on home. */
export function documentTitle(locale: string, titleKey: string): string {
  const title = text(locale, "common", `title.${titleKey}`);
  return titleKey === "home"
    ? `${BRAND.name}${BRAND.titleSeparator}${title}`
    : `${title}${BRAND.titleSeparator}${BRAND.name}`;
}

/**
 * Goes to a hash route inside the running app, as a link would (no reload): the hash is set at
 * once, so a later wait for the final route cannot pass on the previous one.
 */
export async function visit(page: Page, route: string): Promise<void> {
  await page.evaluate((r) => {
    location.hash = r;
  }, route);
}

/**
 * Waits until the hash route is `expected` (exact string, or a pattern on the whole route) and,
 * when given, the document title is `title`; returns the route. Times out with what it saw.
 */
export async function expectRoute(
  page: Page,
  expected: string | RegExp,
  title?: string,
  timeout = 10_000,
): Promise<string> {
  const source = typeof expected === "string" ? null : expected.source;
  const exact = typeof expected === "string" ? expected : null;
  try {
    await page.waitForFunction(
      ([src, ex, t]) => {
        const route = location.hash.replace(/^#/, "") || "/";
        const routeOk = ex !== null ? route === ex : new RegExp(src ?? "").test(route);
        return routeOk && (t === null || document.title === t);
      },
      [source, exact, title ?? null] as const,
      { timeout },
    );
  } catch {
    throw new Error(
      `expected route ${String(expected)}${title ? ` titled "${title}"` : ""}, got ${currentRoute(page)} titled "${await page.title()}"`,
    );
  }
  return currentRoute(page);
}

/** What the app keeps in localStorage under `key` (null when absent). */
export const stored = (page: Page, key: string): Promise<string | null> =>
  page.evaluate((k) => localStorage.getItem(k), key);
