// Copies en-US keys that another locale lacks into it, marked as untranslated (npm run i18n:sync).
// The mark stays visible if it is ever shown, so a copy never passes for a translation, and the
// locale parity test (tests/locales/key-parity.test.ts) fails while any mark remains, naming each
// string: a change cannot land half-translated.
import fs from "node:fs";
import path from "node:path";

export const SOURCE_LOCALE = "en-US";
export const UNTRANSLATED_MARK = "⟦untranslated⟧ ";
const TARGETS = ["zh-CN", "en-AU", "zh-TW", "ja", "ko", "ru"];
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
/** i18next plural forms of one key: a locale may hold forms en-US lacks (`_few`), never a gap. */
const pluralBase = (key) => key.replace(/_(zero|one|two|few|many|other)$/, "");

/**
 * `target` with every key of `source` it lacks, each inserted after its en-US predecessor so the
 * files stay in the same order; `added` collects the dotted keys copied.
 */
function merge(source, target, prefix, added) {
  const entries = Object.entries(target);
  const has = (key) => key in target || entries.some(([k]) => pluralBase(k) === pluralBase(key));
  let previous = null;
  for (const [key, value] of Object.entries(source)) {
    const dotted = prefix === "" ? key : `${prefix}.${key}`;
    const at = entries.findIndex(([k]) => k === key);
    if (at !== -1) {
      if (isObject(value) && isObject(entries[at][1]))
        entries[at] = [key, merge(value, entries[at][1], dotted, added)];
    } else if (!has(key) || isObject(value)) {
      const copy = isObject(value) ? merge(value, {}, dotted, added) : `${UNTRANSLATED_MARK}${value}`;
      if (!isObject(value)) added.push(dotted);
      const after = previous === null ? -1 : entries.findLastIndex(([k]) => pluralBase(k) === previous);
      entries.splice(after + 1, 0, [key, copy]);
    }
    previous = pluralBase(key);
  }
  return Object.fromEntries(entries);
}

/** Syncs every namespace under `<root>/locales`; returns "locale/namespace.json key" per copy. */
export function syncLocales(root) {
  const dir = path.join(root, "locales");
  const copied = [];
  for (const file of fs.readdirSync(path.join(dir, SOURCE_LOCALE)).filter((f) => f.endsWith(".json"))) {
    const source = JSON.parse(fs.readFileSync(path.join(dir, SOURCE_LOCALE, file), "utf8"));
    for (const locale of TARGETS) {
      const targetFile = path.join(dir, locale, file);
      const target = fs.existsSync(targetFile) ? JSON.parse(fs.readFileSync(targetFile, "utf8")) : {};
      const added = [];
      const merged = merge(source, target, "", added);
      if (added.length === 0) continue;
      fs.writeFileSync(targetFile, `${JSON.stringify(merged, null, 2)}\n`);
      copied.push(...added.map((key) => `${locale}/${file} ${key}`));
    }
  }
  return copied;
}
