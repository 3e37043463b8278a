import type { Locale } from "../../core/locale/supported-locales";
import type { OperatorDetails, OperatorText } from "./operator.config";

/** Field names still unset (null, blank, or a per-language record without any text). */
export function unsetOperatorFields(operator: OperatorDetails): (keyof OperatorDetails)[] {
  const keys: (keyof OperatorDetails)[] = [
    "legalName",
    "registeredAddress",
    "postalAddress",
    "privacyRepresentative",
    "governingLaw",
    "disputeForum",
  ];
  return keys.filter((key) => {
    const value = operator[key];
    if (value === null) return true;
    if (typeof value === "string") return value.trim() === "";
    return !Object.values(value).some((text) => text.trim() !== "");
  });
}

/**
 * The text for `locale`: the string itself, else that language's entry, else English, else any
 * entry; null when nothing usable is set.
 */
export function operatorText(value: OperatorText | null, locale: Locale): string | null {
  if (value === null) return null;
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  const text = value[locale] ?? value["en-US"] ?? Object.values(value).find((v) => v.trim() !== "");
  return text !== undefined && text.trim() !== "" ? text.trim() : null;
}
