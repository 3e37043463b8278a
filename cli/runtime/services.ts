/**
 * What commands may use, wired by the composition root (cli/main.ts). Commands see use-cases and
 * ports only, never the container, so they stay plain functions that tests can drive with fakes.
 * Every member is a getter resolved on first use: `countries` never builds the socket stack.
 */
import type { AuthState } from "../../core/auth/auth-state";
import type { ForgotPasswordUseCase } from "../../core/auth/forgot-password.use-case";
import type { LoginUseCase } from "../../core/auth/login.use-case";
import type { LogoutUseCase } from "../../core/auth/logout.use-case";
import type { SendCodeUseCase } from "../../core/auth/send-code.use-case";
import type { SignupVerifyUseCase } from "../../core/auth/signup-verify.use-case";
import type { SignupUseCase } from "../../core/auth/signup.use-case";
import type { UnlockUseCase } from "../../core/auth/unlock.use-case";
import type { AndroidVersionUseCase } from "../../core/content/android-version.use-case";
import type { AnnouncementsUseCase } from "../../core/content/announcements.use-case";
import type { CountriesUseCase } from "../../core/content/countries.use-case";
import type { RegistrationTypeUseCase } from "../../core/content/registration-type.use-case";
import type { HostEntranceUseCase } from "../../core/host/host-entrance.use-case";
import type { OneTimeAuthUseCase } from "../../core/external/one-time-auth.use-case";
import type { DomainProbe } from "../../core/ports/domain-probe.port";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import type { SsoApi } from "../../core/sso/sso-api.port";
import type { OfetchHttpClient } from "../../adapters/http/ofetch-http-client";
import type { SocketServices } from "./socket-services";

export interface Services {
  /** The folder holding the store file (resolved default or --state-dir). */
  readonly stateDir: string;
  readonly api: SsoApi;
  /** For `smoke`: raw calls with the app's headers and field encoding. */
  readonly http: OfetchHttpClient;
  /** Restored from the store before any command sees it. */
  readonly auth: AuthState;
  readonly store: KeyValueStore;
  readonly probe: DomainProbe;
  readonly countries: CountriesUseCase;
  readonly registrationType: RegistrationTypeUseCase;
  readonly announcements: AnnouncementsUseCase;
  readonly androidVersion: AndroidVersionUseCase;
  readonly hostEntrance: HostEntranceUseCase;
  readonly sendCode: SendCodeUseCase;
  readonly login: LoginUseCase;
  readonly logout: LogoutUseCase;
  readonly signupVerify: SignupVerifyUseCase;
  readonly signup: SignupUseCase;
  readonly forgot: ForgotPasswordUseCase;
  readonly unlock: UnlockUseCase;
  readonly oneTimeAuth: OneTimeAuthUseCase;
  /** Async: the socket stack (ws, crypto-js) is loaded only by `lumen socket`. */
  socket(): Promise<SocketServices>;
}
