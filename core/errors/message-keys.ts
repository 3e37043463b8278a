/**
 * Message keys of ERR-MESSAGES-1 (locales/{locale}/errors.json). The catalogue refers to these; the
 * locale test checks every one exists in all seven locales.
 */
export const USER_MESSAGE_KEYS = {
  loginFailed: "errors:loginFailed",
  wrongPassword: "errors:wrongPassword",
  codeError: "errors:codeError",
  accountLocked: "errors:accountLocked",
  accountLockedBody: "errors:accountLockedBody",
  accountLockedConfirm: "errors:accountLockedConfirm",
  accountExists: "errors:accountExists",
  accountExistsBody: "errors:accountExistsBody",
  accountExistsLogIn: "errors:accountExistsLogIn",
  registrationFailed: "errors:registrationFailed",
  resetFailed: "errors:resetFailed",
  resetError: "errors:resetError",
  unlockFailed: "errors:unlockFailed",
  codeSendFailed: "errors:codeSendFailed",
  errorTryAgain: "errors:errorTryAgain",
  somethingWrong: "errors:somethingWrong",
  authFailed: "errors:authFailed",
  authLinkBroken: "errors:authLinkBroken",
  invalidLink: "errors:invalidLink",
  linkExpired: "errors:linkExpired",
  verificationInvalid: "errors:verificationInvalid",
  submitFailed: "errors:submitFailed",
  copyFailed: "errors:copyFailed",
  notLoggedIn: "errors:notLoggedIn",
  loginRequiredToApply: "errors:loginRequiredToApply",
  operationError: "errors:operationError",
  sessionExpired: "errors:sessionExpired",
  network: "errors:network",
  /** The web's word for a network failure while the device has no network (navigator.onLine). */
  offline: "errors:offline",
  timeout: "errors:timeout",
  /**
   * The page's CSP refused the API's origin: title, and the body naming the origin and, literally in
   * every language, the command that regenerates the host files (REGENERATE_HOST_FILES, ADR-0500).
   */
  connectionBlocked: "errors:connectionBlocked",
  connectionBlockedBody: "errors:connectionBlockedBody",
  userNotFound: "errors:userNotFound",
  accountDeleted: "errors:accountDeleted",
  phoneFormat: "errors:phoneFormat",
  emailFormat: "errors:emailFormat",
  usernameTaken: "errors:usernameTaken",
  usernameRejected: "errors:usernameRejected",
  alreadyStreamer: "errors:alreadyStreamer",
  alreadyBlogger: "errors:alreadyBlogger",
  channelUnavailable: "errors:channelUnavailable",
  phoneRegistrationClosed: "errors:phoneRegistrationClosed",
  emailRegistrationClosed: "errors:emailRegistrationClosed",
  passwordRecoveryUnavailable: "errors:passwordRecoveryUnavailable",
  noAdminDomain: "errors:noAdminDomain",
  authErrorTitle: "errors:authErrorTitle",
} as const;

export const SUCCESS_MESSAGE_KEYS = {
  loginSucceeded: "errors:loginSucceeded",
  registrationComplete: "errors:registrationComplete",
  resetSucceeded: "errors:resetSucceeded",
  unlocked: "errors:unlocked",
  codeSent: "errors:codeSent",
  codeSentSms: "errors:codeSentSms",
  codeSentEmail: "errors:codeSentEmail",
  formSubmitted: "errors:formSubmitted",
  copySucceeded: "errors:copySucceeded",
} as const;

/** Every key above, for the locale tests; marked pure so the page's bundle drops it unused. */
export const ERROR_MESSAGE_KEYS: readonly string[] = /* @__PURE__ */ Object.values<string>(
  USER_MESSAGE_KEYS,
).concat(/* @__PURE__ */ Object.values<string>(SUCCESS_MESSAGE_KEYS));
