import type { Locale } from "../../core/locale/supported-locales";

/**
 * A text the legal pages show as written, or per language where it has to be translated or
 * declined (Russian: the governing law in the genitive, the dispute forum in the instrumental).
 */
export type OperatorText = string | Partial<Record<Locale, string>>;

/**
 * The operator's legal details, shown in the privacy policy and the user agreement. `null` means
 * not set yet: the pages then use a neutral wording (never a bracketed placeholder) and every
 * production build prints a warning naming the fields still to fill in.
 */
export interface OperatorDetails {
  /** Legal name of the company that runs the service, e.g. "Lumen Social Ltd". */
  readonly legalName: OperatorText | null;
  /** Its registered address, shown after the name. */
  readonly registeredAddress: OperatorText | null;
  /** Postal address for privacy requests and notices. */
  readonly postalAddress: OperatorText | null;
  /** Data protection officer or local representative (name and contact), where the law asks for one. */
  readonly privacyRepresentative: OperatorText | null;
  /** Whose laws govern the user agreement, e.g. "England and Wales". */
  readonly governingLaw: OperatorText | null;
  /** Who resolves disputes, e.g. "the courts of England and Wales". */
  readonly disputeForum: OperatorText | null;
}

/** An operator that has set nothing yet: where `OPERATOR` starts, and what tests start from. */
export const UNSET_OPERATOR: OperatorDetails = {
  legalName: null,
  registeredAddress: null,
  postalAddress: null,
  privacyRepresentative: null,
  governingLaw: null,
  disputeForum: null,
};

/** The details this build shows: set a field here (e.g. `legalName: "Lumen Social Ltd"`). */
export const OPERATOR: OperatorDetails = { ...UNSET_OPERATOR };
