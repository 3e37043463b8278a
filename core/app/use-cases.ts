/**
 * Every use-case a driver (web, CLI) may call, each with its real type: the one list. A driver
 * receives this record from `useCasesFrom` (adapters/modules/use-cases.factory.ts) and never names
 * a container token. Adding a use-case touches three files: the use-case itself, its binding in
 * the factory, and this type.
 *
 * Every use-case has one shape, `execute(input?)` answering a `Result` (docs/architecture.md):
 * a member that answers anything else makes this file fail to compile.
 */
import type { AccountIdGenerator } from "../auth/account-id-generator.use-case";
import type { ForgotPasswordUseCase } from "../auth/forgot-password.use-case";
import type { LoginUseCase } from "../auth/login.use-case";
import type { LogoutUseCase } from "../auth/logout.use-case";
import type { SendCodeUseCase } from "../auth/send-code.use-case";
import type { RandomUsernameUseCase } from "../auth/random-username.use-case";
import type { SignupVerifyUseCase } from "../auth/signup-verify.use-case";
import type { SignupUseCase } from "../auth/signup.use-case";
import type { UnlockUseCase } from "../auth/unlock.use-case";
import type { AndroidVersionUseCase } from "../content/android-version.use-case";
import type { AnnouncementsUseCase } from "../content/announcements.use-case";
import type { CountriesUseCase } from "../content/countries.use-case";
import type { RegistrationTypeUseCase } from "../content/registration-type.use-case";
import type { CreatorApplicationStatusUseCase } from "../creator/creator-application-status.use-case";
import type { SubmitCreatorApplicationUseCase } from "../creator/submit-creator-application.use-case";
import type { OneTimeAuthUseCase } from "../external/one-time-auth.use-case";
import type { AdminDomainsUseCase } from "../host/admin-domains.use-case";
import type { CallbackOriginsUseCase } from "../host/callback-origins.use-case";
import type { HostEntranceUseCase } from "../host/host-entrance.use-case";
import type { Result } from "../result/result";

interface UseCaseShape {
  execute(...input: never[]): Promise<Result<unknown, unknown>>;
}

/** `T` itself, once each member is checked to have the use-case shape. */
type EachAUseCase<T extends { readonly [K in keyof T]: UseCaseShape }> = T;

export type UseCases = EachAUseCase<{
  readonly login: LoginUseCase;
  readonly sendCode: SendCodeUseCase;
  readonly signupVerify: SignupVerifyUseCase;
  readonly signup: SignupUseCase;
  readonly forgot: ForgotPasswordUseCase;
  readonly unlock: UnlockUseCase;
  readonly logout: LogoutUseCase;
  /** Suggests a free account ID (the sign-up form's "random" button and login's assistant flow). */
  readonly accountIds: AccountIdGenerator;
  /** The server's generator alone, failures included (`lumen random-username`). */
  readonly randomUsername: RandomUsernameUseCase;
  readonly oneTimeAuth: OneTimeAuthUseCase;
  readonly hostEntrance: HostEntranceUseCase;
  readonly adminDomains: AdminDomainsUseCase;
  readonly callbackOrigins: CallbackOriginsUseCase;
  readonly countries: CountriesUseCase;
  readonly registrationType: RegistrationTypeUseCase;
  readonly announcements: AnnouncementsUseCase;
  readonly androidVersion: AndroidVersionUseCase;
  readonly submitCreatorApplication: SubmitCreatorApplicationUseCase;
  readonly creatorApplicationStatus: CreatorApplicationStatusUseCase;
}>;
