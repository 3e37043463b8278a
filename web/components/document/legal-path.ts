import { pathTo } from "../../routes/href-to";

/**
 * Addresses of the legal pages (ROUTE-LEGAL-1: /privacy/{type}/{lang} and /eula/{type}/{lang}), shared by
 * the legal screen and the support article that links to the privacy policy.
 */
export const LEGAL_TYPES = ["Android", "iOS", "VIVO"] as const;
export type LegalType = (typeof LEGAL_TYPES)[number];
export type LegalKind = "privacy" | "eula";

export const legalPath = (kind: LegalKind, type: LegalType, lang: string): string =>
  pathTo(kind, { type, lang });
