import type { RouteHandler } from "./api-request";
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

/** Every API path (without /api) and the handler per method: API-CALLS-1 plus ours. */
export const API_ROUTES: Readonly<Record<string, Partial<Record<Method, RouteHandler>>>> = {
  "/sso/loginByEmail": { POST: loginByEmail },
  "/sso/loginByPhone": { POST: loginByPhone },
  "/sso/loginByPhoneSms": { POST: loginByPhoneSms },
  "/sso/registerByEmail": { POST: registerByEmail },
  "/sso/v2/registerByPhone": { POST: registerByPhone },
  "/sso/genEmailAuthCode": { GET: genEmailAuthCode },
  "/sso/genPhoneAuthCode": { GET: genPhoneAuthCode },
  "/sso/forgetPasswordByEmail": { POST: forgetPasswordByEmail },
  "/sso/forgetPasswordByPhone": { POST: forgetPasswordByPhone },
  "/sso/unlockUser": { POST: unlockUser },
  "/sso/unlockUserByPhone": { POST: unlockUserByPhone },
  "/sso/getCountryList": { GET: getCountryList },
  "/sso/generateRandomUsername": { GET: generateRandomUsername },
  "/sso/getRegisterToken": { POST: getRegisterToken },
  "/sso/registration/type": { GET: registrationType },
  "/miniProgram/oneTimeToken": { GET: oneTimeToken },
  "/miniProgram/exchange": { POST: exchangeOneTimeToken },
  "/version/getAndroidVersion": { GET: androidVersion },
  "/b2b/domains": { GET: adminDomains },
  "/public/announcement/all": { GET: announcements },
  "/proxy/fp/visitor": { GET: fingerprintVisitor },
  "/creator/application": { POST: submitApplication },
  "/creator/application/status": { GET: applicationStatus },
  "/dev/outbox": { GET: outbox },
  "/dev/faults": { GET: listFaults, POST: setFaults, DELETE: clearFaults },
  "/dev/config": { GET: getConfig, POST: setConfig },
  "/dev/accounts/delete": { POST: deleteAccount },
  "/dev/creator/approve": { POST: approveCreator },
  "/dev/last-signup": { GET: lastSignup },
};
