import { ContainerModule } from "inversify";
import { AccountIdGenerator } from "../../core/auth/account-id-generator";
import { AuthState } from "../../core/auth/auth-state";
import { ForgotPasswordUseCase } from "../../core/auth/forgot-password.use-case";
import { LoginUseCase } from "../../core/auth/login.use-case";
import { LogoutUseCase, type LogoutHook } from "../../core/auth/logout.use-case";
import { SendCodeUseCase } from "../../core/auth/send-code.use-case";
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
import { CallbackOriginsUseCase } from "../../core/host/callback-origins.use-case";
import { HostEntranceUseCase } from "../../core/host/host-entrance.use-case";
import type { DeviceContext } from "../../core/ports/device-context.port";
import type { DomainProbe } from "../../core/ports/domain-probe.port";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import type { Random } from "../../core/ports/random.port";
import type { SsoApi } from "../../core/sso/sso-api.port";
import { PORT_TOKENS as P } from "./port-tokens";
import type { UseCaseConfig } from "./use-case-config";
import { USE_CASE_TOKENS as U } from "./use-case-tokens";

/**
 * Binds the auth state and every use-case to the ports the composition root bound under
 * PORT_TOKENS, plus USE_CASE_TOKENS.UseCaseConfig. Plain factories (toResolvedValue), so the core
 * classes carry no decorators. Everything is a singleton: AuthState must be one shared instance,
 * and the use-cases are stateless.
 */
export const useCasesModule = new ContainerModule(({ bind }) => {
  bind<AuthState>(U.AuthState)
    .toResolvedValue(
      (store: KeyValueStore) => {
        const state = new AuthState(store);
        // Whoever resolves the state first sees what a previous run stored.
        state.restore();
        return state;
      },
      [P.KeyValueStore],
    )
    .inSingletonScope();
  bind<AccountIdGenerator>(U.AccountIdGenerator)
    .toResolvedValue(
      (api: SsoApi, random: Random) => new AccountIdGenerator(api, random),
      [P.SsoApi, P.Random],
    )
    .inSingletonScope();

  bind<LoginUseCase>(U.Login)
    .toResolvedValue(
      (api: SsoApi, auth: AuthState, store: KeyValueStore, device: DeviceContext) =>
        new LoginUseCase(api, auth, store, device),
      [P.SsoApi, U.AuthState, P.KeyValueStore, P.DeviceContext],
    )
    .inSingletonScope();
  bind<SendCodeUseCase>(U.SendCode)
    .toResolvedValue((api: SsoApi) => new SendCodeUseCase(api), [P.SsoApi])
    .inSingletonScope();
  bind<SignupVerifyUseCase>(U.SignupVerify)
    .toResolvedValue(
      (api: SsoApi, ids: AccountIdGenerator) => new SignupVerifyUseCase(api, ids),
      [P.SsoApi, U.AccountIdGenerator],
    )
    .inSingletonScope();
  bind<SignupUseCase>(U.Signup)
    .toResolvedValue(
      (api: SsoApi, auth: AuthState, device: DeviceContext, ids: AccountIdGenerator) =>
        new SignupUseCase(api, auth, device, ids),
      [P.SsoApi, U.AuthState, P.DeviceContext, U.AccountIdGenerator],
    )
    .inSingletonScope();
  bind<ForgotPasswordUseCase>(U.ForgotPassword)
    .toResolvedValue(
      (api: SsoApi, auth: AuthState) => new ForgotPasswordUseCase(api, auth),
      [P.SsoApi, U.AuthState],
    )
    .inSingletonScope();
  bind<UnlockUseCase>(U.Unlock)
    .toResolvedValue((api: SsoApi) => new UnlockUseCase(api), [P.SsoApi])
    .inSingletonScope();
  bind<LogoutUseCase>(U.Logout)
    .toResolvedValue(
      (auth: AuthState, hooks: LogoutHook[] | undefined) => new LogoutUseCase(auth, hooks ?? []),
      [U.AuthState, { serviceIdentifier: U.LogoutHook, isMultiple: true, optional: true }],
    )
    .inSingletonScope();

  bind<OneTimeAuthUseCase>(U.OneTimeAuth)
    .toResolvedValue(
      (api: SsoApi, auth: AuthState, probe: DomainProbe, config: UseCaseConfig) =>
        new OneTimeAuthUseCase(api, auth, probe, {
          origin: config.miniAppOrigin,
          ...(config.miniAppFolder === undefined ? {} : { appFolder: config.miniAppFolder }),
        }),
      [P.SsoApi, U.AuthState, P.DomainProbe, U.UseCaseConfig],
    )
    .inSingletonScope();
  bind<HostEntranceUseCase>(U.HostEntrance)
    .toResolvedValue(
      (api: SsoApi, probe: DomainProbe) => new HostEntranceUseCase(api, probe),
      [P.SsoApi, P.DomainProbe],
    )
    .inSingletonScope();
  bind<CallbackOriginsUseCase>(U.CallbackOrigins)
    .toResolvedValue(
      (api: SsoApi, config: UseCaseConfig) => new CallbackOriginsUseCase(api, config.callbackOrigins),
      [P.SsoApi, U.UseCaseConfig],
    )
    .inSingletonScope();

  bind<CountriesUseCase>(U.Countries)
    .toResolvedValue(
      (api: SsoApi, store: KeyValueStore) => new CountriesUseCase(api, store),
      [P.SsoApi, P.KeyValueStore],
    )
    .inSingletonScope();
  bind<RegistrationTypeUseCase>(U.RegistrationType)
    .toResolvedValue(
      (api: SsoApi, store: KeyValueStore) => new RegistrationTypeUseCase(api, store),
      [P.SsoApi, P.KeyValueStore],
    )
    .inSingletonScope();
  bind<AnnouncementsUseCase>(U.Announcements)
    .toResolvedValue((api: SsoApi) => new AnnouncementsUseCase(api), [P.SsoApi])
    .inSingletonScope();
  bind<AndroidVersionUseCase>(U.AndroidVersion)
    .toResolvedValue((api: SsoApi) => new AndroidVersionUseCase(api), [P.SsoApi])
    .inSingletonScope();

  bind<SubmitCreatorApplicationUseCase>(U.SubmitCreatorApplication)
    .toResolvedValue(
      (api: SsoApi, auth: AuthState) => new SubmitCreatorApplicationUseCase(api, auth),
      [P.SsoApi, U.AuthState],
    )
    .inSingletonScope();
  bind<CreatorApplicationStatusUseCase>(U.CreatorApplicationStatus)
    .toResolvedValue(
      (api: SsoApi, auth: AuthState) => new CreatorApplicationStatusUseCase(api, auth),
      [P.SsoApi, U.AuthState],
    )
    .inSingletonScope();
});
