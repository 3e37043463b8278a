import type { SsoApi, UnlockRequest } from "../sso/sso-api.port";
import { err, ok, type Result } from "../shared/result";
import { checkUnlockForm, type CodeFormInput } from "./code-form.rules";
import { apiCallFailure, type UseCaseFailure } from "./use-case-failure";

export type UnlockInput = CodeFormInput;

export interface Unlocked {
  readonly kind: "unlocked";
}

/** Unlocks a blocked account with a code sent by SMS or email; the user then logs in again. */
export class UnlockUseCase {
  constructor(private readonly api: SsoApi) {}

  async execute(input: UnlockInput): Promise<Result<Unlocked, UseCaseFailure>> {
    const checked = checkUnlockForm(input);
    if (!checked.ok) return checked;
    const { identifier: target, authCode } = checked.value;
    const request: UnlockRequest =
      target.channel === "email"
        ? { channel: "email", email: target.email, authCode }
        : { channel: "phone", country: target.country, phoneNo: target.phone, authCode };
    const response = await this.api.unlock(request);
    if (!response.ok) return err(apiCallFailure(response.error, { flow: "unlock" }));
    return ok({ kind: "unlocked" });
  }
}
