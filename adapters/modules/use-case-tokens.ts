/**
 * Inversify service identifiers for the core's use-cases and shared auth state. Web and CLI
 * resolve these from their container; nothing else in core or adapters knows about inversify.
 */
export const USE_CASE_TOKENS = {
  /** Bound by the composition root: see use-case-config.ts. */
  UseCaseConfig: Symbol("UseCaseConfig"),
  /** Multi-bound, optional: each a () => void run on logout (e.g. close the chat socket). */
  LogoutHook: Symbol("LogoutHook"),

  AuthState: Symbol("AuthState"),
  AccountIdGenerator: Symbol("AccountIdGenerator"),
  Login: Symbol("LoginUseCase"),
  SendCode: Symbol("SendCodeUseCase"),
  SignupVerify: Symbol("SignupVerifyUseCase"),
  Signup: Symbol("SignupUseCase"),
  ForgotPassword: Symbol("ForgotPasswordUseCase"),
  Unlock: Symbol("UnlockUseCase"),
  Logout: Symbol("LogoutUseCase"),
  OneTimeAuth: Symbol("OneTimeAuthUseCase"),
  HostEntrance: Symbol("HostEntranceUseCase"),
  CallbackOrigins: Symbol("CallbackOriginsUseCase"),
  Countries: Symbol("CountriesUseCase"),
  RegistrationType: Symbol("RegistrationTypeUseCase"),
  Announcements: Symbol("AnnouncementsUseCase"),
  AndroidVersion: Symbol("AndroidVersionUseCase"),
  SubmitCreatorApplication: Symbol("SubmitCreatorApplicationUseCase"),
  CreatorApplicationStatus: Symbol("CreatorApplicationStatusUseCase"),
} as const;
