import { apiCallFailure, type ApiCallFailure } from "../auth/use-case-failure";
import type { SsoApi } from "../sso/sso-api.port";
import type { AndroidVersion } from "../sso/sso.schema";
import { err, ok, type Result } from "../result/result";

/** Fetched when home is visited (ROUTE-HOME-3) for the APK download button. */
export class AndroidVersionUseCase {
  constructor(private readonly api: SsoApi) {}

  async execute(): Promise<Result<AndroidVersion, ApiCallFailure>> {
    const response = await this.api.androidVersion();
    return response.ok ? ok(response.value.data) : err(apiCallFailure(response.error, { flow: "generic" }));
  }
}
