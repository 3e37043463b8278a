// Everything an e2e test needs, from one import: `from "./support"` (or "../support").
export { baseUrl, apiUrl, appUrl, serverUrl } from "./env";
export {
  openPage,
  newContext,
  waitForApp,
  currentRoute,
  getBrowser,
  VIEWPORTS,
  type OpenPageOptions,
} from "./browser";
export { storageForSession } from "./session-storage";
export { collectConsoleErrors } from "./console-errors";
export { holdRequests } from "./hold-requests";
export {
  installabilityErrors,
  installabilityErrorsOf,
  waitForServiceWorker,
  type InstallabilityError,
} from "./pwa";
export { expectNoAxeViolations, formatViolations, AXE_TAGS, type AxeOptions } from "./axe";
export {
  api,
  apiOk,
  readOutbox,
  latestCode,
  setFault,
  clearFaults,
  setServerConfig,
  type Envelope,
  type OutboxEntry,
  type FaultRule,
  type CodePurpose,
} from "./api";
export {
  signUpByEmail,
  signUpByPhone,
  loginByEmail,
  lockAccountByEmail,
  uniqueEmail,
  uniquePhone,
  type Session,
} from "./accounts";
