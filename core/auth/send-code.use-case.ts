import { channelDisabledReaction } from "../errors/error-catalogue";
import type { ChannelDisabledReaction } from "../errors/reaction";
import { isWayAllowed } from "../rules/registration-type";
import type { CodePurpose, SendCodeRequest, SsoApi } from "../sso/sso-api.port";
import { err, ok, type Result } from "../result/result";
import { verifiedIdentifier, type IdentifierInput } from "./identifier";
import { apiCallFailure, validationFailure, type UseCaseFailure } from "./use-case-failure";

/** FLOW-CODE-2, LIMIT-COUNTDOWN-1: the resend countdown is 60 s unless the server says otherwise. */
export const DEFAULT_CODE_EXPIRE_SECONDS = 60;

export type SendCodeInput = IdentifierInput & { readonly purpose: CodePurpose };

export interface CodeSentOutcome {
  /** Seconds before another code may be requested; feed it to the countdown. */
  readonly expireSeconds: number;
  /** How long the code stays valid, when the server says. */
  readonly validForSeconds: number | null;
}

export type SendCodeFailure =
  | UseCaseFailure
  /** Sign-up or password reset through a channel the registration type has switched off (ERR-CHANNEL-1). */
  | { readonly kind: "channel-disabled"; readonly reaction: ChannelDisabledReaction };

/** Sends a verification code for sign-up, SMS login, password reset or unlock. */
export class SendCodeUseCase {
  constructor(private readonly api: SsoApi) {}

  async execute(input: SendCodeInput): Promise<Result<CodeSentOutcome, SendCodeFailure>> {
    // VAL-BEFORESEND-1: the phone or email is validated before a code is asked for.
    const identifier = verifiedIdentifier(input);
    if (!identifier.ok) return err(validationFailure([identifier]));
    const target = identifier.value;
    // ERR-CHANNEL-1: registration or password reset through a channel the registration type has closed.
    if (
      (input.purpose === "register" || input.purpose === "reset") &&
      !(await this.registrationOpen(target.channel))
    ) {
      return err({
        kind: "channel-disabled",
        reaction: channelDisabledReaction(target.channel, input.purpose),
      });
    }
    const request: SendCodeRequest =
      target.channel === "email"
        ? { channel: "email", email: target.email, purpose: input.purpose }
        : { channel: "phone", country: target.country, phoneNo: target.phone, purpose: input.purpose };
    const response = await this.api.sendCode(request);
    if (!response.ok) return err(apiCallFailure(response.error, { flow: "send-code" }));
    const { expire, validFor } = response.value.data;
    return ok({
      expireSeconds: positiveSeconds(expire) ?? DEFAULT_CODE_EXPIRE_SECONDS,
      validForSeconds: positiveSeconds(validFor),
    });
  }

  /** When the registration type can't be fetched the server still has the last word, so go on. */
  private async registrationOpen(channel: "phone" | "email"): Promise<boolean> {
    const type = await this.api.registrationType();
    return !type.ok || isWayAllowed(channel, type.value.data);
  }
}

const positiveSeconds = (value: number | null | undefined): number | null =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
