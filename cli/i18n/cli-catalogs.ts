/**
 * The `cli` namespace, one locale at a time. Help text needs it before any command code loads, so
 * it is in the start-up bundle, but as glob dynamic imports: esbuild keeps each locale's catalogue
 * in the same file as a lazily initialised module, so a start compiles and parses only the chosen
 * locale and its fallbacks, not all seven (they were three quarters of `lumen --help`'s 300 kB,
 * ADR-0398). The `validation` and `errors` namespaces (owned by core) are added by
 * message-catalogs.ts only when a command runs.
 */
import type { CliLocale } from "./cli-locales";

export async function loadCliNamespace(locale: CliLocale): Promise<unknown> {
  return jsonModuleValue(await import(`../../locales/${locale}/cli.json`));
}

/** A JSON module's value: bundlers give it as `default`, a plain Node import may not. */
export function jsonModuleValue(mod: unknown): unknown {
  return typeof mod === "object" && mod !== null && "default" in mod ? mod.default : mod;
}

/** en-AU falls back to en-US, zh-TW to zh-CN, everything to en-US then zh-CN (the product default). */
export function fallbacksFor(locale: CliLocale): CliLocale[] {
  if (locale === "zh-TW") return ["zh-CN", "en-US"];
  return ["en-US", "zh-CN"];
}
