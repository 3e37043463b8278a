import type { DomainProbe } from "../ports/domain-probe.port";
import type { ApiFailure } from "../sso/api-result";
import type { SsoApi } from "../sso/sso-api.port";
import type { AuthState } from "../auth/auth-state";
import { AUTH_LINK_BROKEN, reactionFor } from "../errors/error-catalogue";
import type { Reaction } from "../errors/reaction";
import { parseAppQuery } from "../query/app-query";
import { err, ok, type Result } from "../result/result";

export interface OneTimeAuthConfig {
  /** Origin (and base path, if any) the mini-apps are served from, e.g. "https://app.example.com". */
  readonly origin: string;
  /** The app folder of `{origin}/{appFolder}/app/{ma}/index.html`; "mini" by default. */
  readonly appFolder?: string;
}

/** How long the mini-app page may take to answer the existence check. */
export const MINI_APP_PROBE_TIMEOUT_MS = 5000;

export interface OneTimeAuthInput {
  /** The `ma` query parameter, raw. */
  readonly ma: string | null | undefined;
  /** The interface language to hand to the mini-app. */
  readonly lang: string;
}

export interface HandOff {
  readonly kind: "hand-off";
  /** Replace the location with this (it carries a one-time code: never log it). */
  readonly url: string;
}

/** Each failure is its own outcome (AUTH-EXTERNAL-1 external): only "no-token" has a way forward. */
export type OneTimeAuthFailure =
  | { readonly kind: "no-token" }
  | { readonly kind: "link-broken"; readonly reaction: Reaction }
  | { readonly kind: "auth-failed"; readonly reaction: Reaction; readonly failure: ApiFailure };

const linkBroken = (): OneTimeAuthFailure => ({ kind: "link-broken", reaction: AUTH_LINK_BROKEN });

/** A 401/10008 answer reacts as an expired session (log out); anything else is the terminal auth-failed dialog. */
const authFailed = (failure: ApiFailure): OneTimeAuthFailure => ({
  kind: "auth-failed",
  reaction: reactionFor(failure, { flow: "one-time-token" }),
  failure,
});

/**
 * The one-time authentication hand-off to a mini-app: check the link, check the page exists,
 * trade the stored token for a one-time code and build the page URL carrying it.
 */
export class OneTimeAuthUseCase {
  constructor(
    private readonly api: SsoApi,
    private readonly auth: AuthState,
    private readonly probe: DomainProbe,
    private readonly config: OneTimeAuthConfig,
  ) {}

  async execute(input: OneTimeAuthInput): Promise<Result<HandOff, OneTimeAuthFailure>> {
    const token = this.auth.token.value;
    if (token === null) return err({ kind: "no-token" });
    // The id becomes a path segment, so only the query rule's safe shape gets that far.
    const ma = typeof input.ma === "string" ? parseAppQuery({ ma: input.ma }).ma : undefined;
    if (ma === undefined) return err(linkBroken());
    const page = this.pageUrl(ma);
    if (page === null) return err(linkBroken());
    if (!(await this.probe.exists(page.href, MINI_APP_PROBE_TIMEOUT_MS))) {
      return err(linkBroken());
    }
    const response = await this.api.oneTimeToken(token);
    if (!response.ok) return err(authFailed(response.error));
    const code = response.value.data.trim();
    if (code === "") return err(authFailed({ kind: "malformed" }));
    page.searchParams.set("accessToken", code);
    page.searchParams.set("lang", input.lang);
    return ok({ kind: "hand-off", url: page.href });
  }

  private pageUrl(ma: string): URL | null {
    const folder = this.config.appFolder ?? "mini";
    try {
      const url = new URL(`${this.config.origin.replace(/\/+$/, "")}/${folder}/app/${ma}/index.html`);
      return url.protocol === "https:" || url.protocol === "http:" ? url : null;
    } catch {
      return null;
    }
  }
}
