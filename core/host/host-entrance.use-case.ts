import type { ApiCallFailure } from "../auth/use-case-failure";
import { apiCallFailure } from "../auth/use-case-failure";
import { USER_MESSAGE_KEYS } from "../errors/message-keys";
import type { DomainProbe } from "../ports/domain-probe.port";
import type { SsoApi } from "../sso/sso-api.port";
import { err, ok, type Result } from "../result/result";
import { adminOrigins } from "./admin-origin";

/** How long an admin domain's favicon may take before that domain counts as unreachable. */
export const ADMIN_PROBE_TIMEOUT_MS = 3000;

/** The query the login screen is opened with (ROUTE-HOST-1 host entrance). */
export interface HostLoginQuery {
  readonly callback: string;
  readonly host: "1";
  readonly hc_source: "ho";
}

export type HostEntranceFailure =
  /** Toast "no admin domain available, try later". */
  { readonly kind: "no-admin-domain"; readonly key: string } | ApiCallFailure;

/**
 * Host entrance: the first admin domain (in the server's order) that answers its favicon ping
 * becomes the login callback. All domains are pinged at once so a dead first domain costs one
 * timeout, not one per domain; the order still decides the winner.
 */
export class HostEntranceUseCase {
  constructor(
    private readonly api: SsoApi,
    private readonly probe: DomainProbe,
  ) {}

  async execute(): Promise<Result<HostLoginQuery, HostEntranceFailure>> {
    const response = await this.api.adminDomains();
    if (!response.ok) return err(apiCallFailure(response.error, { flow: "generic" }));
    const origins = adminOrigins(response.value.data);
    const reachable = await Promise.all(
      origins.map((origin) => this.probe.isReachable(origin, ADMIN_PROBE_TIMEOUT_MS).catch(() => false)),
    );
    const winner = origins.find((_, index) => reachable[index] === true);
    if (winner === undefined) return err({ kind: "no-admin-domain", key: USER_MESSAGE_KEYS.noAdminDomain });
    return ok({ callback: winner, host: "1", hc_source: "ho" });
  }
}
