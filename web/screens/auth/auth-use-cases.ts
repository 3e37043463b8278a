import type { AccountIdGenerator } from "../../../core/auth/account-id-generator";
import type { ForgotPasswordUseCase } from "../../../core/auth/forgot-password.use-case";
import type { LoginUseCase } from "../../../core/auth/login.use-case";
import type { SendCodeUseCase } from "../../../core/auth/send-code.use-case";
import type { SignupVerifyUseCase } from "../../../core/auth/signup-verify.use-case";
import type { SignupUseCase } from "../../../core/auth/signup.use-case";
import type { UnlockUseCase } from "../../../core/auth/unlock.use-case";
import type { CountriesUseCase } from "../../../core/content/countries.use-case";
import type { RegistrationTypeUseCase } from "../../../core/content/registration-type.use-case";
import type { OneTimeAuthUseCase } from "../../../core/external/one-time-auth.use-case";
import type { CallbackOriginsUseCase } from "../../../core/host/callback-origins.use-case";
import { USE_CASE_TOKENS } from "../../../adapters/modules/use-case-tokens";
import type { AppServices } from "../../services/app-services";

/** What the auth screens call; structural so component tests can pass small fakes. */
export interface AuthUseCases {
  readonly login: Pick<LoginUseCase, "execute">;
  readonly sendCode: Pick<SendCodeUseCase, "execute">;
  readonly signupVerify: Pick<SignupVerifyUseCase, "execute">;
  readonly signup: Pick<SignupUseCase, "execute">;
  readonly forgot: Pick<ForgotPasswordUseCase, "execute">;
  readonly unlock: Pick<UnlockUseCase, "execute">;
  readonly countries: Pick<CountriesUseCase, "execute">;
  readonly registrationType: Pick<RegistrationTypeUseCase, "execute" | "remember">;
  readonly callbackOrigins: Pick<CallbackOriginsUseCase, "execute">;
  readonly accountIds: Pick<AccountIdGenerator, "next">;
  readonly oneTimeAuth: Pick<OneTimeAuthUseCase, "execute">;
}

/** The auth use-cases from the container, by their tokens (the screens never build them). */
export function authUseCases(services: AppServices): AuthUseCases {
  const get = <T>(token: symbol) => services.get<T>(token);
  const U = USE_CASE_TOKENS;
  return {
    login: get(U.Login),
    sendCode: get(U.SendCode),
    signupVerify: get(U.SignupVerify),
    signup: get(U.Signup),
    forgot: get(U.ForgotPassword),
    unlock: get(U.Unlock),
    countries: get(U.Countries),
    registrationType: get(U.RegistrationType),
    callbackOrigins: get(U.CallbackOrigins),
    accountIds: get(U.AccountIdGenerator),
    oneTimeAuth: get(U.OneTimeAuth),
  };
}
