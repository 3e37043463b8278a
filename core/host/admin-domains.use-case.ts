import { apiCallFailure, type ApiCallFailure } from "../auth/use-case-failure";
import type { SsoApi } from "../sso/sso-api.port";
import { err, ok, type Result } from "../result/result";

/** The admin domains the server lists, in its order (SPEC §2 host entrance). */
export class AdminDomainsUseCase {
  constructor(private readonly api: SsoApi) {}

  async execute(): Promise<Result<readonly string[], ApiCallFailure>> {
    const response = await this.api.adminDomains();
    return response.ok ? ok(response.value.data) : err(apiCallFailure(response.error, { flow: "generic" }));
  }
}
