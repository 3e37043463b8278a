import * as Schema from "effect/Schema";
import * as Option from "effect/Option";
import zhCN from "../../locales/zh-CN/server.json";
import zhTW from "../../locales/zh-TW/server.json";
import enUS from "../../locales/en-US/server.json";
import enAU from "../../locales/en-AU/server.json";
import ja from "../../locales/ja/server.json";
import ko from "../../locales/ko/server.json";
import ru from "../../locales/ru/server.json";

export type ServerLocale = "zh-CN" | "zh-TW" | "en-US" | "en-AU" | "ja" | "ko" | "ru";
/** zh-CN is the reference file: every locale has the same keys (checked by a test). */
export type MessageKey = keyof typeof zhCN;

const Messages = Schema.Record(Schema.String, Schema.String);
const decodeMessages = Schema.decodeUnknownOption(Messages);

function table(json: unknown): Readonly<Record<string, string>> {
  return Option.getOrElse(decodeMessages(json), () => ({}));
}

const TABLES: Readonly<Record<ServerLocale, Readonly<Record<string, string>>>> = {
  "zh-CN": table(zhCN),
  "zh-TW": table(zhTW),
  "en-US": table(enUS),
  "en-AU": table(enAU),
  ja: table(ja),
  ko: table(ko),
  ru: table(ru),
};

export const SERVER_LOCALES: readonly ServerLocale[] = ["zh-CN", "zh-TW", "en-US", "en-AU", "ja", "ko", "ru"];

/** Maps one language tag to a supported locale, or undefined. */
function matchTag(tag: string): ServerLocale | undefined {
  const lower = tag.trim().toLowerCase();
  const exact = SERVER_LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const [lang, ...rest] = lower.split("-");
  if (lang === "zh") {
    // Traditional script or regions that write it read zh-TW; everything else zh-CN.
    return rest.some((p) => p === "hant" || p === "tw" || p === "hk" || p === "mo") ? "zh-TW" : "zh-CN";
  }
  if (lang === "en") return rest.includes("au") ? "en-AU" : "en-US";
  if (lang === "ja" || lang === "ko" || lang === "ru") return lang;
  return undefined;
}

/** Picks the best locale from an Accept-Language header, honouring q-values; fallback zh-CN. */
export function localeFromAcceptLanguage(header: string | undefined): ServerLocale {
  if (!header) return "zh-CN";
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const locale = matchTag(entry.tag);
    if (locale) return locale;
  }
  return "zh-CN";
}

export type Translate = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

export function translator(locale: ServerLocale): Translate {
  return (key, params) => {
    const template = TABLES[locale][key] ?? TABLES["zh-CN"][key] ?? key;
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ""));
  };
}

export function messageTables(): Readonly<Record<ServerLocale, Readonly<Record<string, string>>>> {
  return TABLES;
}
