/**
 * The `cli` namespace in all seven locales. Small enough to bundle eagerly: help text needs it
 * before any command code loads. The `validation` and `errors` namespaces (owned by core) are
 * added by message-catalogs.ts only when a command runs.
 */
import enAU from "../../locales/en-AU/cli.json";
import enUS from "../../locales/en-US/cli.json";
import ja from "../../locales/ja/cli.json";
import ko from "../../locales/ko/cli.json";
import ru from "../../locales/ru/cli.json";
import zhCN from "../../locales/zh-CN/cli.json";
import zhTW from "../../locales/zh-TW/cli.json";
import type { CliLocale } from "./cli-locales";

export const CLI_NAMESPACE: Readonly<Record<CliLocale, unknown>> = {
  "zh-CN": zhCN,
  "en-US": enUS,
  "en-AU": enAU,
  "zh-TW": zhTW,
  ja,
  ko,
  ru,
};

/** en-AU falls back to en-US, zh-TW to zh-CN, everything to en-US then zh-CN (the product default). */
export function fallbacksFor(locale: CliLocale): CliLocale[] {
  if (locale === "zh-TW") return ["zh-CN", "en-US"];
  return ["en-US", "zh-CN"];
}
