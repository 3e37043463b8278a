import type { SsoApi } from "../sso/sso-api.port";
import { defaultNickname } from "../rules/default-nickname";
import { err, ok, valueOf, type Result } from "../result/result";
import type { AccountIdGenerator } from "./account-id-generator.use-case";
import { checkSignupVerifyForm, type CodeFormInput } from "./code-form.rules";
import type { Identifier } from "./identifier";
import { apiCallFailure, type UseCaseFailure } from "./use-case-failure";

export type SignupVerifyInput = CodeFormInput & {
  readonly agreed: boolean;
  /** The translated default-user label; the nickname is the ID's last 5 characters plus it. */
  readonly defaultUserLabel: string;
};

/**
 * What a valid code buys: the register token and a generated account, everything the sign-up form
 * starts from (FLOW-SIGNUP-1 signup flow). The web carries it to that form as its signup draft.
 */
export interface VerifiedSignup {
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

  async execute(input: SignupVerifyInput): Promise<Result<VerifiedSignup, UseCaseFailure>> {
    const checked = checkSignupVerifyForm(input);
    if (!checked.ok) return checked;
    const { identifier: target, authCode } = checked.value;
    const response = await this.api.registerToken(
      target.channel === "email"
        ? { authCode, email: target.email }
        : { authCode, country: target.country, phone: target.phone },
    );
    if (!response.ok) return err(apiCallFailure(response.error, { flow: "register-verify" }));
    const registerToken = response.value.data.trim();
    if (registerToken === "") return err(apiCallFailure({ kind: "malformed" }, { flow: "register-verify" }));
    const accountId = valueOf(await this.accountIds.execute());
    return ok({
      registerToken,
      accountId,
      nickname: defaultNickname(accountId, input.defaultUserLabel),
      identifier: target,
    });
  }
}
