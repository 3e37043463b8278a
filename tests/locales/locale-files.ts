// Reads locales/{locale}/{namespace}.json into flat key → value maps for the locale tests.
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const LOCALES_DIR = path.join(ROOT, "locales");
export const REFERENCE = "zh-CN";
export const LOCALES = ["zh-CN", "en-US", "en-AU", "zh-TW", "ja", "ko", "ru"] as const;
export const ENGLISH = new Set<string>(["en-US", "en-AU"]);

/** i18next plural suffixes: each language needs its own set of forms, so these vary by locale. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Namespaces = the reference locale's files. */
export function namespaces(): string[] {
  const dir = path.join(LOCALES_DIR, REFERENCE);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -5))
    .sort();
}

export function filePath(locale: string, ns: string): string {
  return path.join(LOCALES_DIR, locale, `${ns}.json`);
}

/** Nested keys joined with "."; array items by index. Non-string leaves are kept as they are. */
export function flatten(value: unknown, prefix = "", out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, value);
  return out;
}

export function load(locale: string, ns: string): Map<string, unknown> | null {
  const file = filePath(locale, ns);
  if (!fs.existsSync(file)) return null;
  return flatten(JSON.parse(fs.readFileSync(file, "utf8")));
}

/** Interpolation placeholders ({{name}}, {{count, number}} → "count"), sorted, de-duplicated. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.-]+)[^}]*\}\}/g)].map((m) => m[1]!))].sort();
}
