/**
 * The error catalogue as data for backend teams: per business code, what the app does in each
 * flow (toast, dialog, log out, clear a field …) and the message keys it shows. Derived by asking
 * the catalogue itself (reactionFor), so the data cannot drift from what the app does.
 */
import { FAILURE_FLOWS, reactionFor } from "../errors/error-catalogue";
import type { Reaction } from "../errors/reaction";
import { CONTRACT_CODES, meaningKeyOf } from "./business-codes";

export type ReactionKind =
  "toast" | "dialog" | "logout" | "clear-field" | "account-locked" | "auth-error-screen";

export interface FlowReaction {
  readonly reaction: ReactionKind;
  /** Message keys (namespace:key, locales/{locale}/{namespace}.json) in the order they are shown. */
  readonly messageKeys: readonly string[];
  /** The field a clear-field reaction empties. */
  readonly field?: string;
}

export interface CatalogueEntry {
  readonly code: number;
  readonly name: string;
  /** locales/{locale}/server.json key of the code's meaning. */
  readonly meaningKey: string;
  readonly flows: Readonly<Record<string, FlowReaction>>;
}

function describe(reaction: Reaction): FlowReaction {
  switch (reaction.kind) {
    case "toast":
      return { reaction: "toast", messageKeys: [reaction.key] };
    case "dialog":
    case "channel-disabled": {
      const d = reaction.kind === "dialog" ? reaction : reaction.dialog;
      return {
        reaction: "dialog",
        messageKeys: d.bodyKey === undefined ? [d.titleKey] : [d.titleKey, d.bodyKey],
      };
    }
    case "logout-to-login":
      return { reaction: "logout", messageKeys: [reaction.toastKey] };
    case "account-locked":
      return {
        reaction: "account-locked",
        messageKeys: [
          reaction.dialog.titleKey,
          ...(reaction.dialog.bodyKey === undefined ? [] : [reaction.dialog.bodyKey]),
        ],
      };
    case "clear-field":
      return {
        reaction: "clear-field",
        field: reaction.field,
        messageKeys: describe(reaction.then).messageKeys,
      };
    case "auth-error-screen":
      return {
        reaction: "auth-error-screen",
        messageKeys: [reaction.titleKey, reaction.descKey].filter((k): k is string => k !== undefined),
      };
  }
}

/** One entry per documented code except success, in code order. */
export function errorCatalogueData(): readonly CatalogueEntry[] {
  return Object.entries(CONTRACT_CODES)
    .filter(([, code]) => code !== CONTRACT_CODES.success)
    .sort(([, a], [, b]) => a - b)
    .map(([name, code]) => ({
      code,
      name,
      meaningKey: `server:${meaningKeyOf(code) ?? name}`,
      flows: Object.fromEntries(
        FAILURE_FLOWS.map((flow) => [
          flow,
          describe(reactionFor({ kind: "server", code, message: "" }, { flow })),
        ]),
      ),
    }));
}
