import type { SsoApi, UnlockRequest } from "../sso/sso-api.port";
import { err, ok, type Result } from "../result/result";
import { validateAuthCode } from "../validation/auth-code.rule";
import { verifiedIdentifier, type IdentifierInput } from "./identifier";
import { apiCallFailure, validationFailure, type UseCaseFailure } from "./use-case-failure";

export type UnlockInput = IdentifierInput & { readonly authCode: string };

export interface Unlocked {
  readonly kind: "unlocked";
}

/** Unlocks a blocked account with a code sent by SMS or email; the user then logs in again. */
export class UnlockUseCase {
  constructor(private readonly api: SsoApi) {}

  async execute(input: UnlockInput): Promise<Result<Unlocked, UseCaseFailure>> {
    const identifier = verifiedIdentifier(input);
    const authCode = validateAuthCode(input.authCode);
    if (!identifier.ok || !authCode.ok) return err(validationFailure([identifier, authCode]));
    const target = identifier.value;
    const request: UnlockRequest =
      target.channel === "email"
        ? { channel: "email", email: target.email, authCode: authCode.value }
        : { channel: "phone", country: target.country, phoneNo: target.phone, authCode: authCode.value };
    const response = await this.api.unlock(request);
    if (!response.ok) return err(apiCallFailure(response.error, { flow: "unlock" }));
    return ok({ kind: "unlocked" });
  }
}
