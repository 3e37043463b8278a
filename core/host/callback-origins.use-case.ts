import { ok, type Result } from "../result/result";
import type { SsoApi } from "../sso/sso-api.port";
import { adminOrigins } from "./admin-origin";

/**
 * The origins a login callback may point to (FLOW-CALLBACK-1, ADR-0037): the configured ones (the
 * app's own origin first), the deployment's (runtime-config.json, ADR-0150) and the admin domains,
 * each read by the callback check's own origin rule. The web and the CLI both assemble the list
 * here and nowhere else (ADR-0360). When the domain list can't be fetched, the others still count:
 * failing closed just sends a host login to the fixed "rejected" screen. So it never fails, and
 * says so in its type: `Result<…, never>`, the shape of every use-case.
 */
export class CallbackOriginsUseCase {
  constructor(
    private readonly api: SsoApi,
    private readonly configuredOrigins: readonly string[],
    /** Read per call: the deployment's file may load (or change) after start-up. */
    private readonly deploymentOrigins: () => Promise<readonly string[]>,
  ) {}

  async execute(): Promise<Result<readonly string[], never>> {
    const [response, deployed] = await Promise.all([this.api.adminDomains(), this.deploymentOrigins()]);
    const admin = response.ok ? response.value.data : [];
    return ok(adminOrigins([...this.configuredOrigins, ...deployed, ...admin]));
  }
}
