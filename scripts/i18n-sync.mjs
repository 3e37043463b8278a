#!/usr/bin/env node
// npm run i18n:sync: copies the en-US keys the other six locales lack into them, marked as
// untranslated (scripts/lib/locale-sync.mjs), and lists each copy: the strings a translator must
// write before the locale parity test passes again.
import { ROOT } from "./lib/paths.mjs";
import { syncLocales } from "./lib/locale-sync.mjs";

const copied = syncLocales(ROOT);
if (copied.length === 0) console.log("every locale has every en-US key");
else {
  console.log(`${copied.length} strings copied from en-US, marked untranslated (translate each):`);
  for (const line of copied) console.log(`  ${line}`);
}
