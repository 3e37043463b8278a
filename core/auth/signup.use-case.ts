import type { ApiFailure } from "../sso/api-result";
import type { DeviceContext } from "../ports/device-context.port";
import type { KeyValueStore } from "../ports/key-value-store.port";
import { STORAGE_KEYS } from "../storage/storage-keys";
import type { RegisterFields, SsoApi } from "../sso/sso-api.port";
import { err, ok, valueOf, type Result } from "../result/result";
import { USER_MESSAGE_KEYS } from "../errors/message-keys";
import { validateRegisterToken } from "../validation/register-token.rule";
import type { AccountIdGenerator } from "./account-id-generator.use-case";
import type { AuthState } from "./auth-state";
import { verifiedIdentifier, type IdentifierInput } from "./identifier";
import { checkSignupForm, type SignupFormInput } from "./signup-form.rules";
import { apiCallFailure, type ApiCallFailure, type UseCaseFailure } from "./use-case-failure";

export interface SignupInput extends SignupFormInput {
  readonly registerToken: string | null | undefined;
  /** The phone or email verified on signup-verify (read-only on the form). */
  readonly identifier: IdentifierInput | null | undefined;
  readonly guestId?: string;
  readonly groupLink?: string;
  readonly hicsRoomId?: string;
  readonly agentId?: string;
}

export interface SignedUp {
  readonly kind: "signed-up";
  /** False when the server registered the account but sent no token: the user logs in next. */
  readonly loggedIn: boolean;
}

/** ERR-ACCOUNTID-1 codes meaning "this account ID can't be used": clear and re-validate it. */
export const ACCOUNT_ID_REJECTED_CODES: readonly number[] = [10004, 10026];

export type SignupFailure =
  | Exclude<UseCaseFailure, ApiCallFailure>
  | (ApiCallFailure & {
      /** Offered when the account ID was rejected, so the form can fill in a fresh one. */
      readonly suggestedAccountId?: string;
    })
  /** VAL-REGTOKEN-1: without a register token sign-up is refused ("operation error, refresh and retry"). */
  | { readonly kind: "no-register-token"; readonly key: string }
  /** AUTH-SIGNUP-2: without a phone or email the flow goes back to signup-verify. */
  | { readonly kind: "no-identifier" };

/** Creates the account from the signup form and stores the session it returns (FLOW-SESSION-3). */
export class SignupUseCase {
  constructor(
    private readonly api: SsoApi,
    private readonly auth: AuthState,
    private readonly device: DeviceContext,
    private readonly accountIds: AccountIdGenerator,
    private readonly store: KeyValueStore,
  ) {}

  async execute(input: SignupInput): Promise<Result<SignedUp, SignupFailure>> {
    const registerToken = validateRegisterToken(input.registerToken);
    // VAL-REGTOKEN-1, ERR-MESSAGES-1: refused with "operation error, refresh and retry".
    if (!registerToken.ok) return err({ kind: "no-register-token", key: USER_MESSAGE_KEYS.operationError });
    if (!input.identifier) return err({ kind: "no-identifier" });
    const identifier = verifiedIdentifier(input.identifier);
    if (!identifier.ok) return err({ kind: "no-identifier" });

    const form = checkSignupForm(input);
    if (!form.ok) return form;

    const fields: RegisterFields = {
      ...form.value,
      registerToken: registerToken.value,
      ...optionalFields(input),
    };
    const device = await this.device.deviceInfo();
    const target = identifier.value;
    const response =
      target.channel === "email"
        ? await this.api.registerByEmail({ ...device, ...fields, email: target.email })
        : await this.api.registerByPhone({
            ...device,
            ...fields,
            country: target.country,
            phone: target.phone,
          });
    if (!response.ok) return err(await this.failure(response.error));
    // DATA-STORAGE-1 last country: the region a member signed up with is the one their log-in opens
    // on, as after a log-in (ADR-0382).
    if (target.channel === "phone") {
      this.store.set(STORAGE_KEYS.lastCountry, target.country);
      this.store.set(STORAGE_KEYS.countryCode, target.country);
    }
    return ok({ kind: "signed-up", loggedIn: this.auth.setSession(response.value.data) });
  }

  private async failure(failure: ApiFailure): Promise<SignupFailure> {
    const base = apiCallFailure(failure, { flow: "register" });
    if (failure.kind !== "server" || !ACCOUNT_ID_REJECTED_CODES.includes(failure.code)) return base;
    return { ...base, suggestedAccountId: valueOf(await this.accountIds.execute()) };
  }
}

/** Query-carried fields are sent only when they hold something (an empty value means absent). */
const optionalFields = (input: SignupInput): Partial<RegisterFields> => {
  const fields: { guestId?: string; groupLink?: string; hicsRoomId?: string; agentId?: string } = {};
  const guestId = input.guestId?.trim();
  const groupLink = input.groupLink?.trim();
  const hicsRoomId = input.hicsRoomId?.trim();
  const agentId = input.agentId?.trim();
  if (guestId) fields.guestId = guestId;
  if (groupLink) fields.groupLink = groupLink;
  if (hicsRoomId) fields.hicsRoomId = hicsRoomId;
  if (agentId) fields.agentId = agentId;
  return fields;
};
