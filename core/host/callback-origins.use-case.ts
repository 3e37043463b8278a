import { ok, type Result } from "../result/result";
import type { SsoApi } from "../sso/sso-api.port";
import { adminOrigins } from "./admin-origin";

/**
 * The origins a login callback may point to (FLOW-CALLBACK-1, ADR-0037): the configured ones plus
 * the admin domains. When the domain list can't be fetched, only the configured origins count:
 * failing closed just sends a host login to the fixed "rejected" screen. So it never fails, and
 * says so in its type: `Result<…, never>`, the shape of every use-case.
 */
export class CallbackOriginsUseCase {
  constructor(
    private readonly api: SsoApi,
    private readonly configuredOrigins: readonly string[],
  ) {}

  async execute(): Promise<Result<readonly string[], never>> {
    const response = await this.api.adminDomains();
    const admin = response.ok ? response.value.data : [];
    return ok(adminOrigins([...this.configuredOrigins, ...admin]));
  }
}
