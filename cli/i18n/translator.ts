/**
 * A tiny translator over the locale JSON files. Chosen over i18next because the CLI needs only
 * lookup, `{{name}}` interpolation and a fallback chain; i18next's async init and plugin machinery
 * would cost start-up time on every run for nothing (ADR-0058).
 * Keys are "namespace:path.to.key" like the web's i18next keys, so the same keys from core
 * (validation rules, error catalogue) resolve identically in both front ends.
 */
import { serverText } from "../output/terminal-text";
import type { CliLocale } from "./cli-locales";

export type Params = Readonly<Record<string, string | number>>;
export type Translate = (key: string, params?: Params) => string;

/** namespace → parsed JSON of locales/{locale}/{namespace}.json */
export type LocaleCatalog = Readonly<Record<string, unknown>>;

export interface TranslatorOptions {
  readonly locale: CliLocale;
  readonly catalogs: Readonly<Partial<Record<CliLocale, LocaleCatalog>>>;
  /** Tried in order when the key is missing in `locale`. */
  readonly fallbacks: readonly CliLocale[];
  readonly defaultNamespace?: string;
}

export function createTranslator(options: TranslatorOptions): Translate {
  const chain = [options.locale, ...options.fallbacks.filter((l) => l !== options.locale)];
  const defaultNs = options.defaultNamespace ?? "cli";
  return (key, params) => {
    const [ns, path] = splitKey(key, defaultNs);
    for (const locale of chain) {
      const tree = options.catalogs[locale]?.[ns];
      const text = lookup(tree, path) ?? pluralLookup(tree, path, locale, params?.["count"]);
      if (text !== null) return interpolate(text, params);
    }
    // A missing key shows itself rather than an empty line: visible in review, never silent.
    return key;
  };
}

function splitKey(key: string, defaultNs: string): [string, string] {
  const colon = key.indexOf(":");
  return colon < 0 ? [defaultNs, key] : [key.slice(0, colon), key.slice(colon + 1)];
}

/** Walks "a.b.c" through nested objects; a flat key containing dots is tried first. */
export function lookup(tree: unknown, path: string): string | null {
  if (!isRecord(tree)) return null;
  const flat = tree[path];
  if (typeof flat === "string") return flat;
  let node: unknown = tree;
  for (const part of path.split(".")) {
    if (!isRecord(node)) return null;
    node = node[part];
  }
  return typeof node === "string" ? node : null;
}

/**
 * A key whose value is an object of CLDR plural categories ({"one": …, "few": …, "other": …}) is
 * chosen with Intl.PluralRules for the locale and `count`, so "1 second" / "2 seconds" and
 * Russian's one/few/many read right; a category the catalogue lacks falls back to "other".
 */
export function pluralLookup(tree: unknown, path: string, locale: string, count: unknown): string | null {
  let node: unknown = tree;
  for (const part of path.split(".")) {
    if (!isRecord(node)) return null;
    node = node[part];
  }
  if (!isRecord(node)) return null;
  const n = typeof count === "number" ? count : Number(count);
  const category = Number.isFinite(n) ? new Intl.PluralRules(locale).select(n) : "other";
  const text = node[category] ?? node["other"];
  return typeof text === "string" ? text : null;
}

export function interpolate(text: string, params: Params | undefined): string {
  if (!params) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    // A value may be the server's text: it stays on the catalogue's line (ADR-0474).
    return value === undefined ? whole : serverText(String(value));
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
