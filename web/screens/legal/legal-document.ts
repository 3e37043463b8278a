import { SUPPORTED_LOCALES, type Locale } from "../../../core/locale/supported-locales";
import { LEGAL_TYPES, type LegalKind, type LegalType } from "../../components/document/legal-path";

/** Shown as "last updated"; bump it whenever a text in locales/{lng}/legal.json changes meaning. */
export const LEGAL_LAST_UPDATED = "2025-06-01";

/** Section order of each document; the platform section (per type) follows the one named here. */
export const LEGAL_SECTIONS: Record<
  LegalKind,
  { readonly ids: readonly string[]; readonly platformAfter: string }
> = {
  privacy: {
    ids: [
      "scope",
      "collect",
      "cookies",
      "use",
      "sharing",
      "transfers",
      "retention",
      "rights",
      "security",
      "children",
      "changes",
      "contact",
    ],
    platformAfter: "children",
  },
  eula: {
    ids: [
      "acceptance",
      "eligibility",
      "account",
      "conduct",
      "creators",
      "tips",
      "virtual",
      "ip",
      "termination",
      "liability",
      "law",
      "changes",
    ],
    platformAfter: "law",
  },
};

/** Section ids in reading order, with "platform" placed where the platform-specific terms belong. */
export function legalOutline(kind: LegalKind): string[] {
  const { ids, platformAfter } = LEGAL_SECTIONS[kind];
  return ids.flatMap((id) => (id === platformAfter ? [id, "platform"] : [id]));
}

/**
 * Links from apps and stores spell the parameters loosely ("ios", "zh-cn", "en_US"). Unknown values
 * fall back to Android and the visitor's locale rather than a blank page; `canonical` is false when
 * the address should be rewritten to the spelling we link to.
 */
export function resolveLegalParams(
  rawType: string | undefined,
  rawLang: string | undefined,
  currentLocale: Locale,
): { type: LegalType; lang: Locale; canonical: boolean } {
  const type = LEGAL_TYPES.find((t) => t.toLowerCase() === (rawType ?? "").toLowerCase()) ?? "Android";
  const wanted = (rawLang ?? "").replace("_", "-").toLowerCase();
  const lang = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === wanted) ?? currentLocale;
  return { type, lang, canonical: type === rawType && lang === rawLang };
}
