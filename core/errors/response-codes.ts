/** The response codes of ERR-CODES-1, named. 200 is success; everything else is a failure. */
export const RESPONSE_CODE = {
  success: 200,
  permissionDenied: 401,
  notLoggedIn: 10007,
  wrongPassword: 10002,
  wrongAuthCode: 10003,
  duplicateAccountId: 10004,
  accountNotFound: 10006,
  tokenInvalid: 10008,
  accountBlocked: 10009,
  userNotExist: 10012,
  authCodeInvalid: 10013,
  accountDeleted: 10019,
  userBlocked: 10020,
  phoneFormatError: 10022,
  passwordBlocked: 10024,
  accountIdError: 10026,
  emailFormatError: 10031,
  isStreamer: 110002,
  isBlogger: 110003,
} as const;

/** The three "blocked" answers; each sends the user to the Account locked dialog, then /unlock. */
export const LOCKED_CODES: readonly number[] = [
  RESPONSE_CODE.userBlocked,
  RESPONSE_CODE.passwordBlocked,
  RESPONSE_CODE.accountBlocked,
];

/** The session is gone: log out and go to /login, whatever the user was doing. */
export const SESSION_CODES: readonly number[] = [RESPONSE_CODE.permissionDenied, RESPONSE_CODE.tokenInvalid];
