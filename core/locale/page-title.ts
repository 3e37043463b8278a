/**
 * Page-title keys per route name (locales/{locale}/common.json, under "title"). The title
 * follows the language, so the shell looks the key up again whenever the locale changes.
 */
export const PAGE_TITLE_KEYS = {
  home: "common:title.home",
  login: "common:title.login",
  signup: "common:title.signup",
  signupVerify: "common:title.signupVerify",
  signupSuccess: "common:title.signupSuccess",
  forgot: "common:title.forgot",
  unlock: "common:title.unlock",
  external: "common:title.external",
  logout: "common:title.logout",
  download: "common:title.download",
  privacy: "common:title.privacy",
  eula: "common:title.eula",
  support: "common:title.support",
  invite: "common:title.invite",
  inviteComplete: "common:title.inviteComplete",
  mine: "common:title.mine",
  notFound: "common:title.notFound",
  unauthorized: "common:title.unauthorized",
  serverError: "common:title.serverError",
  error: "common:title.error",
  authError: "common:title.authError",
} as const;

export type TitledRoute = keyof typeof PAGE_TITLE_KEYS;

/** Routes known by older names (aliases and status-code paths of AUTH-SCREEN-1, ROUTE-LEGAL-1, ROUTE-ERROR-1). */
const ALIASES: Readonly<Record<string, TitledRoute>> = {
  SignUp: "signup",
  "signup-verify": "signupVerify",
  "signup-success": "signupSuccess",
  "invite-complete": "inviteComplete",
  "auth-error": "authError",
  "404": "notFound",
  "401": "unauthorized",
  "500": "serverError",
};

export const DEFAULT_TITLE_KEY = "common:title.default";

const isTitledRoute = (name: string): name is TitledRoute =>
  Object.prototype.hasOwnProperty.call(PAGE_TITLE_KEYS, name);

export const titleKeyFor = (routeName: string): string => {
  const name = Object.prototype.hasOwnProperty.call(ALIASES, routeName) ? ALIASES[routeName] : routeName;
  return name !== undefined && isTitledRoute(name) ? PAGE_TITLE_KEYS[name] : DEFAULT_TITLE_KEY;
};
