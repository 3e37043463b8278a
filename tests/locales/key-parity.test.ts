// Every locale has the same keys as zh-CN (plural forms aside), no empty strings, the same
// {{placeholders}}, non-English locales do not leave English text behind (ADR-0043), and no string
// still carries the untranslated mark `npm run i18n:sync` puts on the copies it makes.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { UNTRANSLATED_MARK } from "../../scripts/lib/locale-sync.mjs";
import { ALLOWED_KEYS, BRAND_TERMS } from "./untranslated-allow-list";
import {
  ENGLISH,
  LOCALES,
  PLURAL_SUFFIX,
  REFERENCE,
  filePath,
  load,
  namespaces,
  placeholders,
} from "./locale-files";

const NAMESPACES = namespaces();
const baseKey = (k: string) => k.replace(PLURAL_SUFFIX, "");
const baseKeys = (m: Map<string, unknown>) => new Set([...m.keys()].map(baseKey));

/** Passes on an empty list; otherwise fails listing the first entries (readable in npm test's summary). */
function expectNone(list: readonly string[], what: string): void {
  const shown = list
    .slice(0, 12)
    .map((l) => `  ${l}`)
    .join("\n");
  expect(list.length, `${list.length} ${what}:\n${shown}${list.length > 12 ? "\n  …" : ""}`).toBe(0);
}

/** True for text that is legitimately the same in every language. */
function languageNeutral(value: string): boolean {
  let rest = value.replace(/\{\{[^}]*\}\}/g, " ").replace(/<[^>]+>/g, " ");
  rest = rest.replace(/https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.]+|\/[\w/.-]+/g, " ");
  for (const term of BRAND_TERMS) rest = rest.split(term).join(" ");
  // Left with fewer than 4 letters: placeholders, numbers, punctuation, "OK"-sized words.
  return (rest.match(/\p{L}/gu) ?? []).length < 4;
}

describe("locale files", () => {
  it("has reference files in locales/zh-CN", () => {
    expect(NAMESPACES.length).toBeGreaterThan(0);
  });

  describe.each(NAMESPACES)("namespace %s", (ns) => {
    const reference = load(REFERENCE, ns)!;
    const english = load("en-US", ns);

    it.each(LOCALES)("%s exists with the same keys as zh-CN", (locale) => {
      expect(fs.existsSync(filePath(locale, ns)), `missing locales/${locale}/${ns}.json`).toBe(true);
      const keys = baseKeys(load(locale, ns)!);
      const want = baseKeys(reference);
      expectNone(
        [...want].filter((k) => !keys.has(k)),
        `keys of zh-CN missing from ${locale}/${ns}.json`,
      );
      expectNone(
        [...keys].filter((k) => !want.has(k)),
        `keys in ${locale}/${ns}.json that zh-CN lacks`,
      );
    });

    it("has no string still marked untranslated", () => {
      const marked = LOCALES.flatMap((locale) =>
        [...(load(locale, ns) ?? [])]
          .filter(([, v]) => typeof v === "string" && v.includes(UNTRANSLATED_MARK))
          .map(([k]) => `${locale}/${ns}.json ${k}`),
      );
      expectNone(
        marked,
        "strings copied by npm run i18n:sync and still marked untranslated (translate each)",
      );
    });

    it.each(LOCALES)("%s has only non-empty strings", (locale) => {
      const entries = load(locale, ns);
      if (!entries) return; // reported by the key test
      const bad = [...entries]
        .filter(([, v]) => typeof v !== "string" || v.trim() === "")
        .map(([k, v]) => `${k} = ${JSON.stringify(v)}`);
      expectNone(bad, `empty or non-string values in ${locale}/${ns}.json`);
    });

    it.each(LOCALES)("%s has every plural form its language needs", (locale) => {
      const entries = load(locale, ns);
      if (!entries) return;
      const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const plurals = new Set([...entries.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map(baseKey));
      const missing = [...plurals].flatMap((b) =>
        needed.filter((c) => !entries.has(`${b}_${c}`)).map((c) => `${b}_${c}`),
      );
      expectNone(missing, `plural forms missing in ${locale}/${ns}.json`);
    });

    it.each(LOCALES)("%s uses the same {{placeholders}} as zh-CN", (locale) => {
      const entries = load(locale, ns);
      if (!entries) return;
      const refByBase = new Map([...reference].map(([k, v]) => [baseKey(k), placeholders(String(v))]));
      const diffs = [...entries].flatMap(([k, v]) => {
        const want = refByBase.get(baseKey(k));
        if (!want || PLURAL_SUFFIX.test(k)) return []; // plural forms may drop {{count}} ("one item")
        const got = placeholders(String(v));
        return got.join() === want.join()
          ? []
          : [`${k}: ${got.join(",") || "(none)"} ≠ zh-CN ${want.join(",") || "(none)"}`];
      });
      expectNone(diffs, `placeholder mismatches in ${locale}/${ns}.json`);
    });

    it.each(LOCALES.filter((l) => !ENGLISH.has(l)))("%s leaves no English text from en-US", (locale) => {
      const entries = load(locale, ns);
      if (!entries || !english) return;
      const same = [...entries].filter(([k, v]) => {
        if (typeof v !== "string" || v !== english.get(k)) return false;
        return !languageNeutral(v) && !(`${ns}:${k}` in ALLOWED_KEYS);
      });
      expectNone(
        same.map(([k, v]) => `${k} = ${JSON.stringify(v).slice(0, 80)}`),
        `strings in ${locale}/${ns}.json identical to en-US (translate, or allow-list in tests/locales/untranslated-allow-list.ts)`,
      );
    });
  });
});
