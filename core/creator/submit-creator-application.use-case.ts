import type { AuthState } from "../auth/auth-state";
import { apiCallFailure, type UseCaseFailure } from "../auth/use-case-failure";
import { RESPONSE_CODE } from "../errors/response-codes";
import type { SsoApi } from "../sso/sso-api.port";
import type { CreatorApplicationStatus, CreatorRole } from "../sso/sso.schema";
import { err, ok, type Result } from "../result/result";
import { validateCreatorForm, type CreatorFormInput } from "../validation/creator-form.rule";
import { NOT_LOGGED_IN, type NotLoggedIn } from "./creator-login-required";

export interface SubmitCreatorApplicationInput {
  readonly role: CreatorRole;
  readonly form: CreatorFormInput;
  /** Decides the 500 / 1000 character limit (VAL-CREATOR-2). */
  readonly locale: string;
}

export type CreatorApplicationOutcome =
  | { readonly kind: "submitted"; readonly status: CreatorApplicationStatus }
  /** 110002 / 110003: an earlier review passed; the user already is this role (DATA-STATUS-1 approved). */
  | { readonly kind: "already-approved"; readonly role: CreatorRole };

export type SubmitCreatorApplicationFailure = UseCaseFailure | NotLoggedIn;

/** The server's "already a creator" codes, by the role they name (ROLE-APPLICANT-1). */
const ALREADY_ROLE = new Map<number, CreatorRole>([
  [RESPONSE_CODE.isStreamer, "streamer"],
  [RESPONSE_CODE.isBlogger, "blogger"],
]);

/** Sends the blogger or streamer application of /invite/{type}. */
export class SubmitCreatorApplicationUseCase {
  constructor(
    private readonly api: SsoApi,
    private readonly auth: AuthState,
  ) {}

  async execute(
    input: SubmitCreatorApplicationInput,
  ): Promise<Result<CreatorApplicationOutcome, SubmitCreatorApplicationFailure>> {
    const token = this.auth.token.value;
    if (token === null) return err(NOT_LOGGED_IN);
    const form = validateCreatorForm(input.form, input.locale);
    if (!form.ok) return err({ kind: "validation", errors: form.error });
    const response = await this.api.submitCreatorApplication(token, { role: input.role, ...form.value });
    if (response.ok) return ok({ kind: "submitted", status: response.value.data });
    const failure = response.error;
    const already = failure.kind === "server" ? ALREADY_ROLE.get(failure.code) : undefined;
    if (already !== undefined) return ok({ kind: "already-approved", role: already });
    return err(apiCallFailure(failure, { flow: "creator" }));
  }
}
