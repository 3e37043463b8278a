import { apiCallFailure, type ApiCallFailure } from "../auth/use-case-failure";
import type { SsoApi } from "../sso/sso-api.port";
import type { Announcement } from "../sso/sso.schema";
import { err, ok, type Result } from "../result/result";

/** The landing page's notice list. */
export class AnnouncementsUseCase {
  constructor(private readonly api: SsoApi) {}

  async execute(): Promise<Result<readonly Announcement[], ApiCallFailure>> {
    const response = await this.api.announcements();
    return response.ok ? ok(response.value.data) : err(apiCallFailure(response.error, { flow: "generic" }));
  }
}
