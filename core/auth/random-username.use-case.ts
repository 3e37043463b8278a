import { apiCallFailure, type ApiCallFailure } from "./use-case-failure";
import type { SsoApi } from "../sso/sso-api.port";
import { err, ok, type Result } from "../result/result";

/**
 * The server's generated account ID exactly as it answers (API-CALLS-1 random username), for
 * drivers that report on the server (`lumen random-username`). The sign-up form uses
 * AccountIdGenerator instead, which falls back to a local ID so the form never stalls.
 */
export class RandomUsernameUseCase {
  constructor(private readonly api: SsoApi) {}

  async execute(): Promise<Result<string, ApiCallFailure>> {
    const response = await this.api.generateRandomUsername();
    return response.ok ? ok(response.value.data) : err(apiCallFailure(response.error, { flow: "generic" }));
  }
}
