/**
 * The contract suite: the same scenarios for every backend in the repo (the local server through
 * the real HTTP adapter, and the in-memory fake the core tests use). Each scenario returns the
 * problems it found: a success whose `data` does not decode with the contract's schema, a refusal
 * with a code the contract does not document for that call, or a different answer than the
 * scenario requires. Empty means the backend honours the contract.
 */
import { documentedCodes, SSO_ENDPOINTS, type SsoEndpoint } from "../../core/contract/sso-endpoints";
import { driftOf, formatDrift } from "../../core/contract/drift";
import { CONTRACT_CODES as C } from "../../core/contract/business-codes";
import type { ApiResult } from "../../core/sso/api-result";
import type { DeviceInfo, SsoApi } from "../../core/sso/sso-api.port";

export interface Backend {
  readonly api: SsoApi;
  /** The newest code sent to an email address. */
  codeFor(email: string): Promise<string>;
  /** Lets the resend wait pass (the local server enforces one). */
  pastResendWait(): void;
}

const device: DeviceInfo = {
  version: 2,
  deviceId: "contract-suite",
  deviceName: "contract suite",
  deviceType: 8,
};

type Problems = string[];

/** Checks one answer against the contract row; `want` names what the scenario requires. */
function check<A>(
  problems: Problems,
  name: string,
  endpoint: SsoEndpoint,
  result: ApiResult<A>,
  want: "success" | readonly number[],
): A | undefined {
  if (result.ok) {
    for (const d of driftOf(endpoint.data, result.value.data, "data"))
      problems.push(`${name}: ${formatDrift(d)}`);
    if (want !== "success") problems.push(`${name}: expected a refusal ${want.join("/")}, got success`);
    return result.value.data;
  }
  const error = result.error;
  if (error.kind !== "server") {
    problems.push(`${name}: expected an envelope, got ${error.kind}`);
    return undefined;
  }
  if (!documentedCodes(endpoint).includes(error.code))
    problems.push(`${name}: code ${error.code} is not documented for ${endpoint.path}`);
  if (want === "success") problems.push(`${name}: expected success, got code ${error.code}`);
  else if (!want.includes(error.code))
    problems.push(`${name}: expected ${want.join("/")}, got ${error.code}`);
  return undefined;
}

const E = SSO_ENDPOINTS;

export const SCENARIOS: Readonly<Record<string, (b: Backend) => Promise<Problems>>> = {
  "catalogue calls answer the contract's shapes": async ({ api }) => {
    const p: Problems = [];
    check(p, "countries", E.getCountryList, await api.countries(), "success");
    check(p, "registrationType", E.registrationType, await api.registrationType(), "success");
    check(
      p,
      "generateRandomUsername",
      E.generateRandomUsername,
      await api.generateRandomUsername(),
      "success",
    );
    check(p, "androidVersion", E.androidVersion, await api.androidVersion(), "success");
    check(p, "adminDomains", E.adminDomains, await api.adminDomains(), "success");
    check(p, "announcements", E.announcements, await api.announcements(), "success");
    return p;
  },
  "an unknown account cannot log in": async ({ api }) => {
    const p: Problems = [];
    const result = await api.loginByEmail({
      ...device,
      email: "nobody.contract@example.com",
      password: "pass1234",
    });
    check(p, "loginByEmail", E.loginByEmail, result, [C.accountNotFound, C.userNotExist]);
    return p;
  },
  "sign-up by email, log-in, wrong password and lockout": async (b) => {
    const p: Problems = [];
    const email = "suite.owner@example.com";
    b.pastResendWait();
    check(
      p,
      "sendCode",
      E.genEmailAuthCode,
      await b.api.sendCode({ channel: "email", email, purpose: "register" }),
      "success",
    );
    const registerToken = check(
      p,
      "registerToken",
      E.getRegisterToken,
      await b.api.registerToken({ authCode: await b.codeFor(email), email }),
      "success",
    );
    if (registerToken === undefined) return p;
    const registered = await b.api.registerByEmail({
      ...device,
      email,
      password: "pass1234",
      username: "suite_owner",
      nickname: "suite",
      registerToken,
    });
    check(p, "registerByEmail", E.registerByEmail, registered, "success");
    check(
      p,
      "login",
      E.loginByEmail,
      await b.api.loginByEmail({ ...device, email, password: "pass1234" }),
      "success",
    );
    const wrong = await b.api.loginByEmail({ ...device, email, password: "wrong999" });
    check(p, "wrong password", E.loginByEmail, wrong, [C.wrongPassword]);
    let last = wrong;
    for (let i = 0; i < 5; i++) last = await b.api.loginByEmail({ ...device, email, password: "wrong999" });
    check(p, "locked", E.loginByEmail, last, [C.passwordBlocked, C.accountBlocked, C.userBlocked]);
    return p;
  },
  "wrong codes are refused with documented codes": async ({ api }) => {
    const p: Problems = [];
    const email = "nobody.code@example.com";
    check(p, "registerToken", E.getRegisterToken, await api.registerToken({ authCode: "000000", email }), [
      C.wrongAuthCode,
      C.authCodeInvalid,
    ]);
    // Whether the code or the account is checked first is the backend's choice; both answers are documented.
    check(p, "unlock", E.unlockUser, await api.unlock({ channel: "email", email, authCode: "000000" }), [
      C.wrongAuthCode,
      C.authCodeInvalid,
      C.accountNotFound,
      C.userNotExist,
    ]);
    return p;
  },
  "a bogus session token is refused with a session code": async ({ api }) => {
    const p: Problems = [];
    check(p, "oneTimeToken", E.oneTimeToken, await api.oneTimeToken("Bearer bogus"), [
      C.tokenInvalid,
      C.notLoggedIn,
    ]);
    check(
      p,
      "creatorApplicationStatus",
      E.creatorApplicationStatus,
      await api.creatorApplicationStatus("Bearer bogus", "blogger"),
      [C.tokenInvalid, C.notLoggedIn],
    );
    return p;
  },
};
