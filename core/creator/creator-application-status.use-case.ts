import type { AuthState } from "../auth/auth-state";
import { apiCallFailure, type ApiCallFailure } from "../auth/use-case-failure";
import type { SsoApi } from "../sso/sso-api.port";
import type { CreatorApplicationStatus, CreatorRole } from "../sso/sso.schema";
import { err, ok, type Result } from "../result/result";
import { NOT_LOGGED_IN, type NotLoggedIn } from "./creator-login-required";

/** Where the user stands for a role: none, reviewing or approved (DATA-STATUS-1 application status). */
export class CreatorApplicationStatusUseCase {
  constructor(
    private readonly api: SsoApi,
    private readonly auth: AuthState,
  ) {}

  async execute(role: CreatorRole): Promise<Result<CreatorApplicationStatus, ApiCallFailure | NotLoggedIn>> {
    const token = this.auth.token.value;
    if (token === null) return err(NOT_LOGGED_IN);
    const response = await this.api.creatorApplicationStatus(token, role);
    return response.ok ? ok(response.value.data) : err(apiCallFailure(response.error, { flow: "creator" }));
  }
}
