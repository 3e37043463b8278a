// The fields SPEC §7 requires on each call (version 2, and the device fields on log-ins and
// registrations), for tests that call the local server by hand. The server decodes with the
// contract's schemas, which require them; a test that means to leave one out says so with
// `{ version: undefined }` (JSON drops it).

/** What the app and `lumen` send as the device (adapters/device): a desktop (deviceType 8). */
export const DEVICE = { version: 2, deviceId: "dev-1", deviceName: "vitest", deviceType: 8 } as const;

const DEVICE_CALLS = [
  "/sso/loginByEmail",
  "/sso/loginByPhone",
  "/sso/loginByPhoneSms",
  "/sso/registerByEmail",
  "/sso/v2/registerByPhone",
];
const VERSION_CALLS = [
  "/sso/genEmailAuthCode",
  "/sso/genPhoneAuthCode",
  "/sso/forgetPasswordByEmail",
  "/sso/forgetPasswordByPhone",
  "/sso/unlockUser",
  "/sso/unlockUserByPhone",
  "/sso/getRegisterToken",
];

const callOf = (apiPath: string): string => apiPath.split("?")[0] ?? apiPath;

/** The body with the call's required fields added where the test did not set them. */
export function withSpecFields(apiPath: string, body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const call = callOf(apiPath);
  if (DEVICE_CALLS.includes(call)) return { ...DEVICE, ...body };
  if (VERSION_CALLS.includes(call)) return { version: 2, ...body };
  return body;
}

/** A GET of a code call with `version=2` added to its query when the test did not set one. */
export function withSpecQuery(apiPath: string): string {
  if (!VERSION_CALLS.includes(callOf(apiPath)) || /[?&]version=/.test(apiPath)) return apiPath;
  return `${apiPath}${apiPath.includes("?") ? "&" : "?"}version=2`;
}
