import { CONTRACT_CODES } from "../../../core/contract/business-codes";
import type { MessageKey } from "../../host/server-messages";

/** Envelope codes the local server answers with: the contract's (core/contract/business-codes.ts), under the names it gives them. */
export const CODES = CONTRACT_CODES;

/** A business failure: an envelope code plus the message key shown to the user. */
export interface Failure {
  readonly code: number;
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly data?: unknown;
  /** HTTP status; business failures travel as 200 like the real backend. */
  readonly status?: number;
}
