import { apiCallFailure, type ApiCallFailure } from "../auth/use-case-failure";
import type { SsoApi } from "../sso/sso-api.port";
import { err, ok, type Result } from "../result/result";
import { adminOrigins } from "./admin-origin";

export interface AdminDomains {
  /** As the server lists them, in its order (the host entrance's order of preference). */
  readonly domains: readonly string[];
  /** Each domain's origin by the callback check's rule, duplicates and junk dropped. */
  readonly origins: readonly string[];
}

/** The admin domains the host entrance (ROUTE-HOST-1) picks from, and the origins they stand for. */
export class AdminDomainsUseCase {
  constructor(private readonly api: SsoApi) {}

  async execute(): Promise<Result<AdminDomains, ApiCallFailure>> {
    const response = await this.api.adminDomains();
    if (!response.ok) return err(apiCallFailure(response.error, { flow: "generic" }));
    const domains = response.value.data;
    return ok({ domains, origins: adminOrigins(domains) });
  }
}
