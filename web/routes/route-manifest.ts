import { LOGIN_TYPE_VARIANTS } from "./login-types";
import type { RedirectDefinition, RouteEntry } from "./route-entry";
import { ROUTE_PATTERNS } from "./route-patterns";

/**
 * Every route of ROUTE-HASH-1, one entry each. Adding a route is one entry here plus its screen file (and
 * its title and namespace keys in locales/). Order matters where patterns overlap: the first entry
 * whose pattern matches renders (inviteComplete before inviteForm's `/invite/:type`).
 *
 * Plain data and loaders only, no React: the HTML's inline boot script bundles this file to pick the
 * prerendered markup (scripts/prerender.mjs keeps the screens' imports out of it).
 */
const defineRoutes = <const M extends Record<string, RouteEntry<Extract<keyof M, string>>>>(routes: M) =>
  routes;

// Screens that several routes render share one loader, hence one chunk and one lazy component.
const authForm = () => import("../screens/auth/auth.screen");
const errorPage = () => import("../screens/errors/error.screen");
const legalDocument = () => import("../screens/legal/legal.screen");

/**
 * The auth screen's forms other than log-in are parts of its routes, each a chunk of its own
 * (ADR-0435): the first visit (the landing, or the log-in) fetches only the log-in form. The parts'
 * loaders live in the auth screen's chunk, so the prefetch and the rendered form share one download.
 */
const authFormPart = (mode: "signupVerify" | "signup" | "forgot" | "unlock") => () =>
  authForm().then((screen): Promise<unknown> => screen.AUTH_FORM_PARTS[mode].load());

const AUTH_FORM_TEXT = ["auth", "validation", "errors"] as const;

export const ROUTE_MANIFEST = defineRoutes({
  home: {
    paths: ["/home"],
    guard: "public",
    title: "common:title.home",
    layout: "landing",
    screen: () => import("../screens/landing/landing.screen"),
    skeleton: "landing",
    namespaces: ["landing"],
    prerender: {},
  },
  // No fixed back target: the stored back URL (a flow that sent the visitor here), else history.
  login: {
    paths: ["/login/:type?"],
    guard: "public",
    title: "common:title.login",
    layout: "auth",
    screen: authForm,
    skeleton: "auth",
    namespaces: AUTH_FORM_TEXT,
    // The card's title differs for the account (assistant) and host log-ins; the form's fields
    // (ADR-0440) for the tab the address names.
    prerender: { queryVariants: ["assistant", "host"], typeVariants: LOGIN_TYPE_VARIANTS },
    prefetchFrom: ["home"],
  },
  signup: {
    // AUTH-SCREEN-1's `/SignUp` alias is this pattern too: wouter's parser ignores case.
    paths: ["/signup/:type?"],
    guard: "public",
    title: "common:title.signup",
    layout: "auth",
    back: "signupVerify",
    screen: authForm,
    part: authFormPart("signup"),
    skeleton: "auth",
    namespaces: AUTH_FORM_TEXT,
    prerender: {},
  },
  signupVerify: {
    paths: ["/signup-verify/:type?", "/signupVerify/:type?"],
    guard: "public",
    title: "common:title.signupVerify",
    layout: "auth",
    screen: authForm,
    part: authFormPart("signupVerify"),
    skeleton: "auth",
    namespaces: AUTH_FORM_TEXT,
    prerender: {},
    prefetchFrom: ["home"],
  },
  signupSuccess: {
    paths: ["/signup-success/:type?"],
    guard: "public",
    title: "common:title.signupSuccess",
    layout: "auth",
    back: "home",
    screen: () => import("../screens/auth/signup-success.screen"),
    skeleton: "auth",
    namespaces: ["auth"],
  },
  forgot: {
    paths: ["/forgot/:type?"],
    guard: "public",
    title: "common:title.forgot",
    layout: "auth",
    back: "login",
    screen: authForm,
    part: authFormPart("forgot"),
    skeleton: "auth",
    namespaces: AUTH_FORM_TEXT,
    prerender: {},
  },
  unlock: {
    paths: ["/unlock/:type?"],
    guard: "public",
    title: "common:title.unlock",
    layout: "auth",
    back: "login",
    screen: authForm,
    part: authFormPart("unlock"),
    skeleton: "auth",
    namespaces: AUTH_FORM_TEXT,
    prerender: {},
  },
  // Needs the stored token to obtain the one-time code, hence a member route (ROUTE-GUARD-1 guard list).
  external: {
    paths: ["/external/:hloAuth?"],
    guard: "member",
    title: "common:title.external",
    layout: "focused",
    screen: () => import("../screens/auth/external.screen"),
    skeleton: "document",
    namespaces: ["auth", "errors"],
  },
  logout: {
    paths: ["/logout"],
    guard: "public",
    title: "common:title.logout",
    layout: "focused",
    screen: () => import("../screens/system/logout.screen"),
    skeleton: "document",
    namespaces: [],
  },
  privacy: {
    paths: ["/privacy/:type/:lang"],
    guard: "public",
    title: "common:title.privacy",
    layout: "legal",
    screen: legalDocument,
    skeleton: "document",
    namespaces: ["legal"],
  },
  eula: {
    paths: ["/eula/:type/:lang"],
    guard: "public",
    title: "common:title.eula",
    layout: "legal",
    screen: legalDocument,
    skeleton: "document",
    namespaces: ["legal"],
  },
  supportArticle: {
    paths: ["/support/articles/account-delete"],
    guard: "public",
    title: "common:title.support",
    layout: "page",
    back: "home",
    screen: () => import("../screens/support/account-delete.screen"),
    skeleton: "document",
    namespaces: ["support"],
  },
  inviteComplete: {
    paths: ["/invite/invite-complete"],
    guard: "public",
    title: "common:title.inviteComplete",
    layout: "page",
    back: "home",
    screen: () => import("../screens/creator/invite-complete.screen"),
    skeleton: "document",
    namespaces: ["creator"],
  },
  inviteForm: {
    paths: ["/invite/:type"],
    guard: "public",
    title: "common:title.inviteForm",
    layout: "page",
    back: "invite",
    screen: () => import("../screens/creator/invite-form.screen"),
    skeleton: "document",
    namespaces: ["creator", "validation"],
  },
  invite: {
    paths: ["/invite"],
    guard: "public",
    title: "common:title.invite",
    layout: "page",
    back: "home",
    screen: () => import("../screens/creator/invite.screen"),
    skeleton: "document",
    namespaces: ["creator"],
  },
  download: {
    paths: ["/download"],
    guard: "public",
    title: "common:title.download",
    layout: "page",
    back: "home",
    screen: () => import("../screens/download/download.screen"),
    skeleton: "document",
    namespaces: ["download"],
  },
  notFound: {
    paths: ["/404"],
    guard: "public",
    title: "common:title.notFound",
    layout: "focused",
    back: "home",
    screen: errorPage,
    skeleton: "document",
    namespaces: ["errors"],
  },
  unauthorized: {
    paths: ["/401"],
    guard: "public",
    title: "common:title.unauthorized",
    layout: "focused",
    back: "home",
    screen: errorPage,
    skeleton: "document",
    namespaces: ["errors"],
  },
  serverError: {
    paths: ["/500"],
    guard: "public",
    title: "common:title.serverError",
    layout: "focused",
    back: "home",
    screen: errorPage,
    skeleton: "document",
    namespaces: ["errors"],
  },
  error: {
    paths: ["/error"],
    guard: "public",
    title: "common:title.error",
    layout: "focused",
    back: "home",
    screen: errorPage,
    skeleton: "document",
    namespaces: ["errors"],
  },
  authError: {
    paths: ["/auth-error/:title?/:desc?"],
    guard: "public",
    title: "common:title.authError",
    layout: "focused",
    back: "home",
    screen: errorPage,
    skeleton: "document",
    namespaces: ["errors"],
  },
  qy: {
    paths: ["/qy"],
    guard: "public",
    title: "common:title.dashboard",
    layout: "bare",
    screen: () => import("../screens/system/qy.screen"),
    skeleton: "member",
    namespaces: [],
  },
  dashboard: {
    paths: ["/dashboard"],
    guard: "member",
    title: "common:title.dashboard",
    layout: "page",
    screen: () => import("../screens/member/dashboard.screen"),
    skeleton: "member",
    namespaces: [],
  },
  mine: {
    paths: ["/mine"],
    guard: "member",
    title: "common:title.mine",
    layout: "page",
    back: "dashboard",
    screen: () => import("../screens/member/mine.screen"),
    skeleton: "member",
    namespaces: [],
  },
});

export type RouteName = keyof typeof ROUTE_MANIFEST;

Object.assign(ROUTE_PATTERNS, ROUTE_MANIFEST);

const LEGAL_TYPE = { Android: "Android", IOS: "iOS", VIVO: "VIVO" } as const;
const legal = (page: "privacy" | "eula", type: string) => (ctx: { locale: string }) =>
  `/${page}/${type}/${ctx.locale}`;
const ACCOUNT_DELETE = "/support/articles/account-delete";

/**
 * Legacy and convenience paths of ROUTE-HASH-1: addresses that move to a route rather than render one.
 * Query strings are carried over by the resolver.
 */
export const REDIRECTS: readonly RedirectDefinition[] = [
  { paths: ["/"], to: () => "/home" },
  { paths: ["/landing"], to: () => "/home" },
  { paths: ["/privacyPolicy"], to: legal("privacy", LEGAL_TYPE.Android) },
  { paths: ["/privacyPolicyIOS"], to: legal("privacy", LEGAL_TYPE.IOS) },
  { paths: ["/privacyPolicyVIVO"], to: legal("privacy", LEGAL_TYPE.VIVO) },
  { paths: ["/userAgreement"], to: legal("eula", LEGAL_TYPE.Android) },
  { paths: ["/userAgreementIOS"], to: legal("eula", LEGAL_TYPE.IOS) },
  { paths: ["/userAgreementVIVO"], to: legal("eula", LEGAL_TYPE.VIVO) },
  { paths: ["/DeleteAccount", "/support", "/support/articles"], to: () => ACCOUNT_DELETE },
];

/** One route's entry, typed as any entry (optional fields readable whichever route it is). */
export const entryOf = (name: RouteName): RouteEntry<RouteName> => ROUTE_MANIFEST[name];
