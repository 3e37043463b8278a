import { buildCallbackUrl, isAllowedCallback } from "../callback/callback-url";
import type { CreatorRole } from "../sso/sso.schema";

/** What the login screen knows when a login succeeds (from the query and the login response). */
export interface PostLoginInput {
  /** One-time auth hand-off requested (query `ma`). */
  readonly ma?: string | null;
  /** Third-party source flow: the query's redirect, already matched against the accepted source. */
  readonly thirdPartyRedirect?: string | null;
  /** The server's redirect for the third-party flow, from the login response. */
  readonly fameExRedirectUrl?: string | null;
  readonly callback?: string | null;
  /** `apply=blogger|streamer`: the user came from the creator invite. */
  readonly apply?: CreatorRole | null;
  /** `hc_source`, sent back as the callback's `source`; "h5" when absent. */
  readonly source?: string | null;
  readonly host: boolean;
  readonly assistant: boolean;
  /** Token head + token, as stored. */
  readonly token: string;
  readonly memberId: string | null;
  readonly lang: string;
  /** Configured origins plus admin domains (CallbackOriginsUseCase). */
  readonly allowedOrigins: readonly string[];
  /** Clock.now(). */
  readonly now: number;
}

export type PostLoginTarget =
  | { readonly kind: "external"; readonly ma: string }
  | { readonly kind: "redirect"; readonly url: string }
  | { readonly kind: "callback"; readonly url: string }
  /** A callback or redirect failed the allow-list: show the fixed auth-error screen, never the URL. */
  | { readonly kind: "rejected" }
  | { readonly kind: "apply"; readonly role: CreatorRole }
  | { readonly kind: "home" };

export const DEFAULT_CALLBACK_SOURCE = "h5";

const nonEmpty = (value: string | null | undefined): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

const isHttpUrl = (raw: string): boolean => {
  try {
    const url = new URL(raw);
    return (
      (url.protocol === "https:" || url.protocol === "http:") && url.username === "" && url.password === ""
    );
  } catch {
    return false;
  }
};

/**
 * Where to go after the success dialog (FLOW-LOGIN-1), in this order: the one-time auth hand-off; the
 * third-party redirect; the callback (with status, source, time, and token + lang for host login,
 * assistant=1, mid for invite callbacks); the creator form the user came to apply on; else home.
 *
 * The third-party redirect from the server's response is trusted as long as it is http(s); one
 * that only came from the query must pass the same allow-list as a callback.
 */
export const postLoginTarget = (input: PostLoginInput): PostLoginTarget => {
  const ma = nonEmpty(input.ma);
  if (ma !== null) return { kind: "external", ma };

  const fromServer = nonEmpty(input.fameExRedirectUrl);
  const fromQuery = nonEmpty(input.thirdPartyRedirect);
  if (fromServer !== null || fromQuery !== null) {
    if (fromServer !== null && isHttpUrl(fromServer)) return { kind: "redirect", url: fromServer };
    if (fromQuery !== null && isAllowedCallback(fromQuery, input.allowedOrigins))
      return { kind: "redirect", url: fromQuery };
    return { kind: "rejected" };
  }

  const callback = nonEmpty(input.callback);
  if (callback !== null) {
    const built = buildCallbackUrl({
      callback,
      allowedOrigins: input.allowedOrigins,
      source: nonEmpty(input.source) ?? DEFAULT_CALLBACK_SOURCE,
      time: input.now,
      ...(input.host ? { hostLogin: { token: input.token, lang: input.lang } } : {}),
      ...(input.assistant ? { assistant: true } : {}),
      ...(input.apply && input.memberId !== null ? { mid: input.memberId } : {}),
    });
    return built.ok ? { kind: "callback", url: built.value } : { kind: "rejected" };
  }

  if (input.apply) return { kind: "apply", role: input.apply };
  return { kind: "home" };
};
