/**
 * The one function both drivers (and the tests' fakes) get their use-cases from. Each getter is a
 * use-case's binding: it builds the use-case from the driver's ports the first time it is read
 * and then replaces itself with the instance, so a record is cheap to create and a screen or
 * command builds only what it uses. Plain constructors, so the core classes carry no decorators.
 */
import type { UseCases } from "../../core/app/use-cases";
import { AccountIdGenerator } from "../../core/auth/account-id-generator.use-case";
import { ForgotPasswordUseCase } from "../../core/auth/forgot-password.use-case";
import { LoginUseCase } from "../../core/auth/login.use-case";
import { LogoutUseCase } from "../../core/auth/logout.use-case";
import { SendCodeUseCase } from "../../core/auth/send-code.use-case";
import { RandomUsernameUseCase } from "../../core/auth/random-username.use-case";
import { SignupVerifyUseCase } from "../../core/auth/signup-verify.use-case";
import { SignupUseCase } from "../../core/auth/signup.use-case";
import { UnlockUseCase } from "../../core/auth/unlock.use-case";
import { AndroidVersionUseCase } from "../../core/content/android-version.use-case";
import { AnnouncementsUseCase } from "../../core/content/announcements.use-case";
import { CountriesUseCase } from "../../core/content/countries.use-case";
import { RegistrationTypeUseCase } from "../../core/content/registration-type.use-case";
import { CreatorApplicationStatusUseCase } from "../../core/creator/creator-application-status.use-case";
import { SubmitCreatorApplicationUseCase } from "../../core/creator/submit-creator-application.use-case";
import { OneTimeAuthUseCase } from "../../core/external/one-time-auth.use-case";
import { AdminDomainsUseCase } from "../../core/host/admin-domains.use-case";
import { CallbackOriginsUseCase } from "../../core/host/callback-origins.use-case";
import { HostEntranceUseCase } from "../../core/host/host-entrance.use-case";
import type { Ports } from "./port-table";

/** The ports use-cases are built from; a table for the tests' fakes needs these and no others. */
export type UseCasePortKey =
  | "SsoApi"
  | "AuthState"
  | "KeyValueStore"
  | "DeviceContext"
  | "Random"
  | "DomainProbe"
  | "UseCaseConfig"
  | "DeploymentCallbackOrigins";

/** Turns the getter `key` of `record` into a plain property holding `value`, and returns it. */
function settle<K extends keyof UseCases>(record: UseCases, key: K, value: UseCases[K]): UseCases[K] {
  Object.defineProperty(record, key, { value, enumerable: true });
  return value;
}

/** `ports`: the platform's table resolved (`lazyPorts` in the browser, `containerPorts` in the CLI). */
export function useCasesFrom(ports: Ports<UseCasePortKey>): UseCases {
  const port = ports.port;
  return {
    get login() {
      const built = new LoginUseCase(
        port("SsoApi"),
        port("AuthState"),
        port("KeyValueStore"),
        port("DeviceContext"),
      );
      return settle(this, "login", built);
    },
    get sendCode() {
      return settle(this, "sendCode", new SendCodeUseCase(port("SsoApi")));
    },
    get signupVerify() {
      return settle(this, "signupVerify", new SignupVerifyUseCase(port("SsoApi"), this.accountIds));
    },
    get signup() {
      const built = new SignupUseCase(
        port("SsoApi"),
        port("AuthState"),
        port("DeviceContext"),
        this.accountIds,
        port("KeyValueStore"),
      );
      return settle(this, "signup", built);
    },
    get forgot() {
      return settle(this, "forgot", new ForgotPasswordUseCase(port("SsoApi"), port("AuthState")));
    },
    get unlock() {
      return settle(this, "unlock", new UnlockUseCase(port("SsoApi")));
    },
    get logout() {
      return settle(this, "logout", new LogoutUseCase(port("AuthState")));
    },
    get accountIds() {
      return settle(this, "accountIds", new AccountIdGenerator(port("SsoApi"), port("Random")));
    },
    get randomUsername() {
      return settle(this, "randomUsername", new RandomUsernameUseCase(port("SsoApi")));
    },
    get oneTimeAuth() {
      const config = port("UseCaseConfig");
      const built = new OneTimeAuthUseCase(port("SsoApi"), port("AuthState"), port("DomainProbe"), {
        origin: config.miniAppOrigin,
        ...(config.miniAppFolder === undefined ? {} : { appFolder: config.miniAppFolder }),
      });
      return settle(this, "oneTimeAuth", built);
    },
    get hostEntrance() {
      return settle(this, "hostEntrance", new HostEntranceUseCase(port("SsoApi"), port("DomainProbe")));
    },
    get adminDomains() {
      return settle(this, "adminDomains", new AdminDomainsUseCase(port("SsoApi")));
    },
    get callbackOrigins() {
      const built = new CallbackOriginsUseCase(
        port("SsoApi"),
        port("UseCaseConfig").callbackOrigins,
        port("DeploymentCallbackOrigins"),
      );
      return settle(this, "callbackOrigins", built);
    },
    get countries() {
      return settle(this, "countries", new CountriesUseCase(port("SsoApi"), port("KeyValueStore")));
    },
    get registrationType() {
      const built = new RegistrationTypeUseCase(port("SsoApi"), port("KeyValueStore"));
      return settle(this, "registrationType", built);
    },
    get announcements() {
      return settle(this, "announcements", new AnnouncementsUseCase(port("SsoApi")));
    },
    get androidVersion() {
      return settle(this, "androidVersion", new AndroidVersionUseCase(port("SsoApi")));
    },
    get submitCreatorApplication() {
      const built = new SubmitCreatorApplicationUseCase(port("SsoApi"), port("AuthState"));
      return settle(this, "submitCreatorApplication", built);
    },
    get creatorApplicationStatus() {
      const built = new CreatorApplicationStatusUseCase(port("SsoApi"), port("AuthState"));
      return settle(this, "creatorApplicationStatus", built);
    },
  };
}
