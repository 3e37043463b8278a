// npm run i18n:sync (scripts/lib/locale-sync.mjs): the en-US keys another locale lacks are copied
// into it marked untranslated, in en-US's order; keys a locale has, and plural forms it spells its
// own way, are left alone.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { UNTRANSLATED_MARK, syncLocales } from "../../scripts/lib/locale-sync.mjs";

const LOCALES = ["en-US", "zh-CN", "en-AU", "zh-TW", "ja", "ko", "ru"];
let root = "";

function write(locale: string, value: unknown): void {
  mkdirSync(path.join(root, "locales", locale), { recursive: true });
  writeFileSync(path.join(root, "locales", locale, "demo.json"), JSON.stringify(value, null, 2));
}
const read = (locale: string): unknown =>
  JSON.parse(readFileSync(path.join(root, "locales", locale, "demo.json"), "utf8"));

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("locale sync", () => {
  it("copies missing keys marked, after their en-US neighbour, and leaves translated ones", () => {
    root = mkdtempSync(path.join(tmpdir(), "lumen-locale-sync-"));
    const english = {
      title: "Title",
      group: { first: "First", added: "Added", items_one: "{{count}} item", items_other: "{{count}} items" },
      tail: "Tail",
    };
    write("en-US", english);
    for (const locale of LOCALES.slice(1))
      write(locale, {
        title: `${locale} title`,
        group: { first: `${locale} first`, items_other: `${locale} items` },
      });

    const copied = syncLocales(root);

    expect(copied).toEqual(
      LOCALES.slice(1).flatMap((locale) => [`${locale}/demo.json group.added`, `${locale}/demo.json tail`]),
    );
    expect(read("ja")).toEqual({
      title: "ja title",
      group: { first: "ja first", added: `${UNTRANSLATED_MARK}Added`, items_other: "ja items" },
      tail: `${UNTRANSLATED_MARK}Tail`,
    });
    expect(Object.keys((read("ru") as { group: object }).group)).toEqual(["first", "added", "items_other"]);
    expect(read("en-US")).toEqual(english);
    expect(syncLocales(root)).toEqual([]);
  });
});
