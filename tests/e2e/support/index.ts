// Everything an e2e test needs, from one import: `from "./support"` (or "../support").
export { baseUrl, apiUrl, appUrl, serverUrl } from "./env";
export {
  openPage,
  newContext,
  waitForApp,
  appLive,
  currentRoute,
  getBrowser,
  type OpenPageOptions,
} from "./browser";
export { collectConsoleErrors } from "./console-errors";
export { ENTRY_SCRIPT, holdRequests } from "./hold-requests";
export { expectNoAxeViolations } from "./axe";
export { api, apiOk, latestCode, setFault, clearFaults, setServerConfig } from "./api";
export {
  signUpByEmail,
  signUpByPhone,
  loginByEmail,
  lockAccountByEmail,
  uniqueEmail,
  uniquePhone,
  type Session,
} from "./accounts";
