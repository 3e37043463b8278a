import { LOGIN_TYPE_TABS, type LoginTypeTab } from "../../routes/login-types";
import type { RouteName } from "../../routes/route-manifest";

/** The five modes of the shared auth form (AUTH-SCREEN-1); the route decides which one is shown. */
export type AuthMode = "login" | "signupVerify" | "signup" | "forgot" | "unlock";

const MODES = {
  login: "login",
  signupVerify: "signupVerify",
  signup: "signup",
  forgot: "forgot",
  unlock: "unlock",
} satisfies Partial<Record<RouteName, AuthMode>>;
/** Looked up by any route's name: screens see names as strings (the route types stay acyclic). */
const MODE_OF: Readonly<Record<string, AuthMode>> = MODES;

/** Any route that is not an auth form falls back to login, the safest form to show. */
export const authModeFor = (route: string): AuthMode =>
  (Object.hasOwn(MODE_OF, route) ? MODE_OF[route] : undefined) ?? "login";

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
