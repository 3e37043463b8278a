// How the rest of web/ reaches the shell, beside screen-doors.ts (lint: shell-zone.rule.js, ADR-0521).
export {
  ServicesProvider,
  useIsLoggedIn,
  useServices,
  useServicesHandle,
  useServicesSignal,
  type ServicesHandle,
} from "./services/services-context";
export { EARLY_LANGUAGE } from "./prerender/early-clicks";
export { useEarlyPress } from "./early-press";
