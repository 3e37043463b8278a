import { SSO_ENDPOINTS, type SsoEndpointName } from "../../../core/contract/sso-endpoints";
import type { LimitName } from "../security/rate-limiter";
import type { RouteHandler } from "./api-request";
import { openApiDocument } from "./openapi.route";
import {
  forgetPasswordByEmail,
  forgetPasswordByPhone,
  unlockUser,
  unlockUserByPhone,
} from "./account-recovery.route";
import {
  adminDomains,
  androidVersion,
  announcements,
  generateRandomUsername,
  getCountryList,
  registrationType,
} from "./catalog.route";
import { applicationStatus, submitApplication } from "./creator.route";
import {
  approveCreator,
  clearFaults,
  deleteAccount,
  getConfig,
  lastSignup,
  listFaults,
  outbox,
  setConfig,
  setFaults,
} from "./dev.route";
import { fingerprintVisitor } from "./fingerprint.route";
import { loginByEmail, loginByPhone, loginByPhoneSms } from "./login.route";
import { exchangeOneTimeToken, oneTimeToken } from "./mini-program.route";
import { getRegisterToken } from "./register-token.route";
import { registerByEmail, registerByPhone } from "./register.route";
import { genEmailAuthCode, genPhoneAuthCode } from "./send-code.route";

export type Method = "GET" | "POST" | "DELETE";

/**
 * The handler of each contract call (core/contract/sso-endpoints.ts): typed by the contract, so a
 * call added there and not served here fails the type check.
 */
const SSO_HANDLERS: { readonly [N in SsoEndpointName]: RouteHandler } = {
  loginByEmail,
  loginByPhone,
  loginByPhoneSms,
  registerByEmail,
  registerByPhone,
  genEmailAuthCode,
  genPhoneAuthCode,
  forgetPasswordByEmail,
  forgetPasswordByPhone,
  unlockUser,
  unlockUserByPhone,
  getCountryList,
  generateRandomUsername,
  getRegisterToken,
  registrationType,
  oneTimeToken,
  androidVersion,
  adminDomains,
  announcements,
  fingerprintVisitor,
  creatorApplication: submitApplication,
  creatorApplicationStatus: applicationStatus,
};

const contractRoutes = Object.fromEntries(
  Object.entries(SSO_ENDPOINTS).map(([name, e]) => [e.path, { [e.method]: handlerOf(name) }]),
);

function handlerOf(name: string): RouteHandler {
  const found = Object.entries(SSO_HANDLERS).find(([key]) => key === name);
  if (found === undefined) throw new Error(`no handler for contract call ${name}`);
  return found[1];
}

/**
 * GETs that change something (the contract sends codes and issues one-time tokens on GET): they get
 * the same same-origin rule as POST and DELETE, so another site's <img> cannot send a code.
 */
export const STATE_CHANGING_GETS: ReadonlySet<string> = new Set([
  SSO_ENDPOINTS.genEmailAuthCode.path,
  SSO_ENDPOINTS.genPhoneAuthCode.path,
  SSO_ENDPOINTS.oneTimeToken.path,
]);

/**
 * The per-client limits a route reserves before it looks at its input (login.route.ts): when one
 * of them has no room the route can only answer 10029, so the handler answers it before reading
 * or parsing the body (ADR-0420). Only limits keyed on the client alone belong here; limits per
 * phone/email need the body.
 */
export const PER_CLIENT_LIMITS: Readonly<Record<string, readonly LimitName[]>> = {
  [SSO_ENDPOINTS.loginByEmail.path]: ["passwordPerClient", "loginPerClient"],
  [SSO_ENDPOINTS.loginByPhone.path]: ["passwordPerClient", "loginPerClient"],
};

/** Every API path (without /api) and the handler per method: the contract's calls plus ours. */
export const API_ROUTES: Readonly<Record<string, Partial<Record<Method, RouteHandler>>>> = {
  ...contractRoutes,
  "/openapi.json": { GET: openApiDocument },
  "/miniProgram/exchange": { POST: exchangeOneTimeToken },
  "/dev/outbox": { GET: outbox },
  "/dev/faults": { GET: listFaults, POST: setFaults, DELETE: clearFaults },
  "/dev/config": { GET: getConfig, POST: setConfig },
  "/dev/accounts/delete": { POST: deleteAccount },
  "/dev/creator/approve": { POST: approveCreator },
  "/dev/last-signup": { GET: lastSignup },
};
