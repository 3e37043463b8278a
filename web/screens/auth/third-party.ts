import { thirdPartySourceAllowed, type AppQuery } from "../../../core/query/app-query";

export type ThirdParty =
  | { readonly kind: "none" }
  | { readonly kind: "refused" }
  | { readonly kind: "accepted"; readonly redirect: string | undefined };

/**
 * FLOW-THIRDPARTY-1: a login link's `source` may use the third-party flow only when it is the configured
 * one (`AppConfig.acceptedThirdPartySource`, default "fameex", build override
 * VITE_THIRD_PARTY_SOURCE); any other source ends on the auth-error screen.
 */
export function thirdPartyOf(query: AppQuery, accepted: readonly string[] = []): ThirdParty {
  if (query.source === undefined) return { kind: "none" };
  if (!accepted.some((value) => thirdPartySourceAllowed(query.source, value))) return { kind: "refused" };
  return { kind: "accepted", redirect: query.redirect };
}

/** What is known before the services are in (the accepted sources come with them): nothing yet. */
export const THIRD_PARTY_UNKNOWN: ThirdParty = { kind: "none" };

/** The redirect a log-in carries for an accepted source, else none. */
export function thirdPartyRedirect(query: AppQuery, accepted: readonly string[]): string | undefined {
  const thirdParty = thirdPartyOf(query, accepted);
  return thirdParty.kind === "accepted" ? thirdParty.redirect : undefined;
}
