import { thirdPartySourceAllowed, type AppQuery } from "../../../core/query/app-query";

/**
 * The one `source` value allowed to use the third-party flow (SPEC §4), from the build
 * (VITE_THIRD_PARTY_SOURCE). Unset means no source is accepted, so any `source` in a login link
 * ends on the auth-error screen.
 */
const ACCEPTED_SOURCE: string | undefined = import.meta.env.VITE_THIRD_PARTY_SOURCE;

export type ThirdParty =
  | { readonly kind: "none" }
  | { readonly kind: "refused" }
  | { readonly kind: "accepted"; readonly redirect: string | undefined };

export function thirdPartyOf(query: AppQuery, accepted: string | undefined = ACCEPTED_SOURCE): ThirdParty {
  if (query.source === undefined) return { kind: "none" };
  if (!thirdPartySourceAllowed(query.source, accepted)) return { kind: "refused" };
  return { kind: "accepted", redirect: query.redirect };
}
