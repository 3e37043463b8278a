/**
 * The full catalogue for a running command: the `cli` namespace plus the `validation` and `errors`
 * namespaces the core's rules and error catalogue name their messages in (so the CLI prints the
 * web's exact VAL-FIELDS-1/ERR-MESSAGES-1 wording). Loaded with glob dynamic imports, which esbuild bundles per
 * file and evaluates on demand: only the chosen locale and its fallbacks are parsed.
 */
import { fallbacksFor, jsonModuleValue, loadCliNamespace } from "./cli-catalogs";
import type { CliLocale } from "./cli-locales";
import { createTranslator, type LocaleCatalog, type Translate } from "./translator";

async function loadValidation(locale: CliLocale): Promise<unknown> {
  try {
    return jsonModuleValue(await import(`../../locales/${locale}/validation.json`));
  } catch {
    return null;
  }
}

async function loadErrors(locale: CliLocale): Promise<unknown> {
  try {
    return jsonModuleValue(await import(`../../locales/${locale}/errors.json`));
  } catch {
    return null;
  }
}

export async function fullTranslator(locale: CliLocale): Promise<Translate> {
  const chain = [locale, ...fallbacksFor(locale)];
  const catalogs: Partial<Record<CliLocale, LocaleCatalog>> = {};
  await Promise.all(
    chain.map(async (l) => {
      const [cli, validation, errors] = await Promise.all([
        loadCliNamespace(l),
        loadValidation(l),
        loadErrors(l),
      ]);
      catalogs[l] = { cli, validation, errors };
    }),
  );
  return createTranslator({ locale, catalogs, fallbacks: fallbacksFor(locale) });
}
