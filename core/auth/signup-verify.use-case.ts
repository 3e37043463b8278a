import type { SsoApi } from "../sso/sso-api.port";
import { defaultNickname } from "../rules/default-nickname";
import { err, ok, type Result } from "../result/result";
import { validateAgreement } from "../validation/agreement.rule";
import { validateAuthCode } from "../validation/auth-code.rule";
import type { AccountIdGenerator } from "./account-id-generator";
import { verifiedIdentifier, type Identifier, type IdentifierInput } from "./identifier";
import { apiCallFailure, validationFailure, type UseCaseFailure } from "./use-case-failure";

export type SignupVerifyInput = IdentifierInput & {
  readonly authCode: string;
  readonly agreed: boolean;
  /** The translated default-user label; the nickname is the ID's last 5 characters plus it. */
  readonly defaultUserLabel: string;
};

/** Everything the signup form starts from (SPEC §4 signup flow). */
export interface SignupDraft {
  readonly registerToken: string;
  readonly accountId: string;
  readonly nickname: string;
  readonly identifier: Identifier;
}

/** Signup-verify: a ticked agreement and a valid code buy a register token and a draft account. */
export class SignupVerifyUseCase {
  constructor(
    private readonly api: SsoApi,
    private readonly accountIds: AccountIdGenerator,
  ) {}

  async execute(input: SignupVerifyInput): Promise<Result<SignupDraft, UseCaseFailure>> {
    const identifier = verifiedIdentifier(input);
    const authCode = validateAuthCode(input.authCode);
    const agreement = validateAgreement(input.agreed);
    if (!identifier.ok || !authCode.ok || !agreement.ok) {
      return err(validationFailure([identifier, authCode, agreement]));
    }
    const target = identifier.value;
    const response = await this.api.registerToken(
      target.channel === "email"
        ? { authCode: authCode.value, email: target.email }
        : { authCode: authCode.value, country: target.country, phone: target.phone },
    );
    if (!response.ok) return err(apiCallFailure(response.error, { flow: "register-verify" }));
    const registerToken = response.value.data.trim();
    if (registerToken === "") return err(apiCallFailure({ kind: "malformed" }, { flow: "register-verify" }));
    const accountId = await this.accountIds.next();
    return ok({
      registerToken,
      accountId,
      nickname: defaultNickname(accountId, input.defaultUserLabel),
      identifier: target,
    });
  }
}
