/**
 * Every envelope `code` the contract documents: the ERR-CODES-1 codes the app reacts to
 * (core/errors/response-codes.ts) plus the ones SPEC leaves open that the local server answers
 * (bad request, account exists, resend too soon, closed channel …; ADR-0019, ADR-0138). One name per
 * wire code, so the server, the OpenAPI document and `lumen smoke` say the same thing.
 */
import { RESPONSE_CODE } from "../errors/response-codes";

export const PROTOCOL_CODES = {
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  bodyTooLarge: 413,
  unsupportedMediaType: 415,
  misdirected: 421,
  internalError: 500,
  upstreamUnavailable: 502,
  upstreamTimeout: 504,
  accountExists: 10005,
  passwordFormat: 10027,
  tooManyAttempts: 10029,
  resendTooSoon: 10030,
  registrationClosed: 10032,
  registerTokenInvalid: 10033,
} as const;

export const CONTRACT_CODES = { ...RESPONSE_CODE, ...PROTOCOL_CODES } as const;

export type CodeName = keyof typeof CONTRACT_CODES;

/**
 * What each code means, as a key of locales/{locale}/server.json (the local server's message for
 * it): the English text goes into the OpenAPI document, the key lets a backend team find the
 * other six languages.
 */
export const CODE_MEANING_KEYS: { readonly [N in CodeName]: string } = {
  success: "ok",
  permissionDenied: "unauthorized",
  notLoggedIn: "unauthorized",
  wrongPassword: "wrongPassword",
  wrongAuthCode: "wrongCode",
  duplicateAccountId: "usernameTaken",
  accountNotFound: "accountNotFound",
  tokenInvalid: "tokenInvalid",
  accountBlocked: "passwordBlocked",
  userNotExist: "userNotExist",
  authCodeInvalid: "codeExpired",
  accountDeleted: "accountDeleted",
  userBlocked: "passwordBlocked",
  phoneFormatError: "phoneFormat",
  passwordBlocked: "passwordBlocked",
  accountIdError: "usernameFormat",
  emailFormatError: "emailFormat",
  isStreamer: "isStreamer",
  isBlogger: "isBlogger",
  badRequest: "badRequest",
  forbidden: "crossSiteRefused",
  notFound: "notFound",
  methodNotAllowed: "methodNotAllowed",
  bodyTooLarge: "bodyTooLarge",
  unsupportedMediaType: "unsupportedMediaType",
  misdirected: "hostRefused",
  internalError: "internalError",
  upstreamUnavailable: "upstreamUnavailable",
  upstreamTimeout: "upstreamTimeout",
  accountExists: "accountExists",
  passwordFormat: "passwordFormat",
  tooManyAttempts: "tooManyAttempts",
  resendTooSoon: "resendTooSoon",
  registrationClosed: "emailRegistrationClosed",
  registerTokenInvalid: "registerTokenInvalid",
};

const NAME_OF_CODE: ReadonlyMap<number, string> = new Map(
  Object.entries(CONTRACT_CODES).map(([name, code]) => [code, name]),
);
const MEANING_OF_NAME: ReadonlyMap<string, string> = new Map(Object.entries(CODE_MEANING_KEYS));

/** The contract's name for a wire code, or undefined for a code the contract does not know. */
export const codeName = (code: number): string | undefined => NAME_OF_CODE.get(code);

/** The server.json key that says what `code` means, or undefined for an unknown code. */
export const meaningKeyOf = (code: number): string | undefined => {
  const name = codeName(code);
  return name === undefined ? undefined : MEANING_OF_NAME.get(name);
};
