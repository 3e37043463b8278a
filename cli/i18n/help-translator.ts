/**
 * Only the `cli` namespace: enough for --help, --version and usage errors. Its own
 * file so the start-up bundle does not carry message-catalogs.ts's lazily loaded `validation` and
 * `errors` catalogues (ADR-0350).
 */
import { fallbacksFor, loadCliNamespace } from "./cli-catalogs";
import type { CliLocale } from "./cli-locales";
import { createTranslator, type LocaleCatalog, type Translate } from "./translator";

export async function helpTranslator(locale: CliLocale): Promise<Translate> {
  const catalogs: Partial<Record<CliLocale, LocaleCatalog>> = {};
  await Promise.all(
    [locale, ...fallbacksFor(locale)].map(async (l) => {
      catalogs[l] = { cli: await loadCliNamespace(l) };
    }),
  );
  return createTranslator({ locale, catalogs, fallbacks: fallbacksFor(locale) });
}
