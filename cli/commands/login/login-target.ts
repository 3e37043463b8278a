/**
 * `lumen login --source/--redirect/--callback`: the web login screen's `?source=`, `?redirect=`
 * and `?callback=` (FLOW-CALLBACK-1), read with the core's query rules and decided by the core's
 * post-login target, so the URL printed is the one the browser would be sent to and a refusal
 * is the web's refusal (same allow-list: this site, its runtime-config.json, the admin domains).
 */
import { postLoginTarget, type PostLoginTarget } from "../../../core/auth/post-login-target";
import { isAllowedCallback } from "../../../core/callback/callback-url";
import { parseAppQuery, thirdPartySourceAllowed } from "../../../core/query/app-query";
import type { UsageProblem } from "../../args/global-options";
import { err, ok, type Result } from "../../../core/result/result";

export interface TargetFlags {
  readonly source?: string | undefined;
  readonly redirect?: string | undefined;
  readonly callback?: string | undefined;
  /** `hc_source`, sent back as the callback's `source` (default "h5"). */
  readonly hcSource?: string | undefined;
}

/** Each flag's query parameter, and the AppQuery field the query rules put it in. */
const PARAMS: Readonly<Record<keyof TargetFlags, readonly [param: string, field: string, flag: string]>> = {
  source: ["source", "source", "--source"],
  redirect: ["redirect", "redirect", "--redirect"],
  callback: ["callback", "callback", "--callback"],
  hcSource: ["hc_source", "hcSource", "--hc-source"],
};
const FLAG_NAMES: readonly (keyof TargetFlags)[] = ["source", "redirect", "callback", "hcSource"];

/** The flags as the login screen would read them from its query. */
export interface LoginTargetRequest {
  readonly source?: string;
  /** The third-party redirect, present only with an accepted source (as the web's thirdPartyOf). */
  readonly thirdPartyRedirect?: string;
  readonly callback?: string;
  readonly callbackSource?: string;
}

export type TargetRefusal = { readonly field: "source" | "redirect" | "callback"; readonly key: string };

/** The web's auth-error descriptions (web/screens/auth/auth-targets.ts), in the `errors` namespace. */
export const SOURCE_REFUSED_KEY = "errors:authFailed";
export const TARGET_REJECTED_KEY = "errors:verificationInvalid";

/** Shape check: a flag the query rules would drop is a usage error, never silently ignored. */
export function readTargetFlags(flags: TargetFlags): Result<LoginTargetRequest, UsageProblem> {
  const given = FLAG_NAMES.flatMap((name) => {
    const value = flags[name];
    return value === undefined ? [] : [{ value, spec: PARAMS[name] }];
  });
  const query = parseAppQuery(new URLSearchParams(given.map(({ value, spec }) => [spec[0], value])));
  const dropped = given.filter(({ spec }) => !(spec[1] in query)).map(({ spec }) => spec[2]);
  if (dropped.length > 0) return err({ key: "usage.badLoginTarget", params: { names: dropped.join(", ") } });
  if (query.redirect !== undefined && query.source === undefined)
    return err({ key: "usage.redirectNeedsSource" });
  return ok({
    ...(query.source === undefined ? {} : { source: query.source }),
    ...(query.redirect === undefined ? {} : { thirdPartyRedirect: query.redirect }),
    ...(query.callback === undefined ? {} : { callback: query.callback }),
    ...(query.hcSource === undefined ? {} : { callbackSource: query.hcSource }),
  });
}

/** `--hc-source` alone changes nothing: it only names the callback's `source`. */
export const wantsTarget = (request: LoginTargetRequest): boolean =>
  request.source !== undefined || request.callback !== undefined;

/**
 * Before the login is sent: a source that is not the configured one ends where the web's does
 * (auth-error, no login); a callback or query redirect outside the allow-list is refused up front
 * rather than after a session was stored (ADR-0158).
 */
export function refusalBeforeLogin(
  request: LoginTargetRequest,
  acceptedSources: readonly string[],
  allowedOrigins: readonly string[],
): TargetRefusal | null {
  if (
    request.source !== undefined &&
    !acceptedSources.some((accepted) => thirdPartySourceAllowed(request.source, accepted))
  )
    return { field: "source", key: SOURCE_REFUSED_KEY };
  if (
    request.thirdPartyRedirect !== undefined &&
    !isAllowedCallback(request.thirdPartyRedirect, allowedOrigins)
  )
    return { field: "redirect", key: TARGET_REJECTED_KEY };
  if (request.callback !== undefined && !isAllowedCallback(request.callback, allowedOrigins))
    return { field: "callback", key: TARGET_REJECTED_KEY };
  return null;
}

export interface AfterLogin {
  readonly token: string;
  readonly memberId: string | null;
  readonly fameExRedirectUrl: string | null;
  readonly host: boolean;
  readonly assistant: boolean;
  readonly lang: string;
  readonly allowedOrigins: readonly string[];
  readonly now: number;
}

/** The core's FLOW-LOGIN-1 order, exactly as the web's useFinishLogin asks it. */
export function targetAfterLogin(request: LoginTargetRequest, after: AfterLogin): PostLoginTarget {
  return postLoginTarget({
    thirdPartyRedirect: request.thirdPartyRedirect ?? null,
    fameExRedirectUrl: after.fameExRedirectUrl,
    callback: request.callback ?? null,
    source: request.callbackSource ?? null,
    host: after.host,
    assistant: after.assistant,
    token: after.token,
    memberId: after.memberId,
    lang: after.lang,
    allowedOrigins: after.allowedOrigins,
    now: after.now,
  });
}
