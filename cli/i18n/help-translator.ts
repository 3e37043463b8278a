/**
 * Only the `cli` namespace, synchronously: enough for --help, --version and usage errors. Its own
 * file so the start-up bundle does not carry message-catalogs.ts's lazily loaded `validation` and
 * `errors` catalogues (ADR-0350).
 */
import { CLI_NAMESPACE, fallbacksFor } from "./cli-catalogs";
import type { CliLocale } from "./cli-locales";
import { createTranslator, type LocaleCatalog, type Translate } from "./translator";

export function helpTranslator(locale: CliLocale): Translate {
  const catalogs: Partial<Record<CliLocale, LocaleCatalog>> = {};
  for (const l of [locale, ...fallbacksFor(locale)]) catalogs[l] = { cli: CLI_NAMESPACE[l] };
  return createTranslator({ locale, catalogs, fallbacks: fallbacksFor(locale) });
}
