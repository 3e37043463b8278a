/**
 * The seven locales the CLI speaks. Kept as a literal list so `--lang` can be checked before any
 * heavy module loads (the help screen must render in the chosen language within the start-up budget).
 */
export const CLI_LOCALES = ["zh-CN", "en-US", "en-AU", "zh-TW", "ja", "ko", "ru"] as const;
export type CliLocale = (typeof CLI_LOCALES)[number];

export const isCliLocale = (value: unknown): value is CliLocale =>
  typeof value === "string" && CLI_LOCALES.some((locale) => locale === value);

/**
 * A terminal has no browser language, so the POSIX locale variables play that role, read with the
 * same mapping FLOW-LOCALE-1 gives for browsers: zh → zh-CN (zh_TW/zh_HK → zh-TW), ja, ko, ru, en_AU;
 * anything else → en-US. A QA engineer's shell is rarely set to Chinese by accident, whereas the
 * web's zh-CN fallback would surprise most terminal users, hence en-US for unknown/C/POSIX.
 */
export function localeFromEnvironment(env: NodeJS.ProcessEnv): CliLocale {
  const explicit = env["LUMEN_LANG"];
  if (isCliLocale(explicit)) return explicit;
  const raw = env["LC_ALL"] || env["LC_MESSAGES"] || env["LANG"] || "";
  const tag = raw.split(".")[0]?.replace("_", "-").toLowerCase() ?? "";
  if (tag === "zh-tw" || tag === "zh-hk" || tag === "zh-mo" || tag.startsWith("zh-hant")) return "zh-TW";
  if (tag.startsWith("zh")) return "zh-CN";
  if (tag.startsWith("ja")) return "ja";
  if (tag.startsWith("ko")) return "ko";
  if (tag.startsWith("ru")) return "ru";
  if (tag === "en-au") return "en-AU";
  return "en-US";
}
