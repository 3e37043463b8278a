import { LOGIN_TYPE_TABS, type LoginTypeTab } from "../../routes/login-types";
import type { RouteName } from "../../routes/route-manifest";

/**
 * The five modes of the shared auth form (AUTH-SCREEN-1), each named after the route that shows it:
 * the one list of them. The screen's forms, their chunks (auth-form-parts.ts) and their skeletons
 * (auth-form-skeleton.tsx) are keyed by it, each map checked to hold every mode and no other.
 */
export const AUTH_MODES = [
  "login",
  "signupVerify",
  "signup",
  "forgot",
  "unlock",
] as const satisfies readonly RouteName[];
export type AuthMode = (typeof AUTH_MODES)[number];

/** Any route that is not an auth form falls back to login, the safest form to show. */
export const authModeFor = (route: string): AuthMode => AUTH_MODES.find((mode) => mode === route) ?? "login";

export type LoginTab = LoginTypeTab;
export type Channel = "phone" | "email";

/** The optional `type` route param (AUTH-SCREEN-1) naming a login tab: /login/sms, /login/email… */
const TAB_OF_TYPE: Readonly<Record<string, LoginTab>> = LOGIN_TYPE_TABS;
export const loginTabFor = (type: string | undefined): LoginTab | undefined => {
  const value = type?.toLowerCase();
  return value !== undefined && Object.hasOwn(TAB_OF_TYPE, value) ? TAB_OF_TYPE[value] : undefined;
};

/** The `type` param on sign-up, forgot and unlock names the channel: /forgot/email. */
export const channelFor = (type: string | undefined): Channel | undefined => {
  const value = type?.toLowerCase();
  return value === "phone" || value === "email" ? value : undefined;
};
