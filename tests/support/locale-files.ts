import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SUPPORTED_LOCALES } from "../../core/locale/supported-locales";

/** One namespace file per locale, as flat key → text. */
export const readNamespace = (namespace: string): Record<string, Record<string, string>> => {
  const out: Record<string, Record<string, string>> = {};
  for (const locale of SUPPORTED_LOCALES) {
    const parsed: unknown = JSON.parse(
      readFileSync(join(process.cwd(), "locales", locale, `${namespace}.json`), "utf8"),
    );
    if (typeof parsed !== "object" || parsed === null)
      throw new Error(`${locale}/${namespace}.json is not an object`);
    out[locale] = Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  }
  return out;
};

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? "").sort();

/** Shared checks: same keys everywhere, same placeholders, every used key present, no English left in place. */
export const checkNamespace = (namespace: string, usedKeys: readonly string[]): void => {
  const files = readNamespace(namespace);
  const reference = files["zh-CN"] ?? {};
  const referenceKeys = Object.keys(reference).sort();
  for (const used of usedKeys) {
    const [ns, key] = used.split(":");
    if (ns !== namespace || key === undefined) throw new Error(`${used} is not a ${namespace} key`);
    if (!(key in reference)) throw new Error(`${used} missing from zh-CN/${namespace}.json`);
  }
  for (const locale of SUPPORTED_LOCALES) {
    const file = files[locale] ?? {};
    if (JSON.stringify(Object.keys(file).sort()) !== JSON.stringify(referenceKeys))
      throw new Error(`${locale}/${namespace}.json keys differ from zh-CN`);
    for (const key of referenceKeys) {
      const text = file[key] ?? "";
      if (text.trim() === "") throw new Error(`${locale}/${namespace}.json ${key} is empty`);
      if (JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(reference[key] ?? ""))) {
        throw new Error(`${locale}/${namespace}.json ${key} has different placeholders`);
      }
      const native =
        locale === "ja"
          ? /[\u3040-\u30FF\u4E00-\u9FFF]/
          : locale === "ko"
            ? /[\uAC00-\uD7AF]/
            : locale === "ru"
              ? /[\u0400-\u04FF]/
              : locale.startsWith("zh")
                ? /[\u4E00-\u9FFF]/
                : /[A-Za-z]/;
      if (!native.test(text))
        throw new Error(`${locale}/${namespace}.json ${key} is not written in the locale's script: ${text}`);
    }
  }
};
