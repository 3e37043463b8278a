import { titleKeyFor } from "../../core/locale/page-title";
import type { RedirectDefinition, RouteDefinition, RouteMeta } from "./route-meta";

/**
 * Every route of ROUTE-HASH-1 as plain data: names, patterns, aliases and meta. No React here, so the
 * guard and the redirects are decided (and tested) as pure functions; screens are attached in
 * screen-registry.ts.
 */
const auth = (titleKey: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  public: true,
  titleKey,
  back: "/home",
  hideFooter: true,
  authHeader: true,
  ...extra,
});
const errorPage = (titleKey: string): RouteMeta => ({
  public: true,
  titleKey,
  back: "/home",
  hideFooter: true,
});
const publicPage = (titleKey: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  public: true,
  titleKey,
  ...extra,
});

export const ROUTES: readonly RouteDefinition[] = [
  {
    name: "home",
    paths: ["/home"],
    meta: publicPage(titleKeyFor("home"), { hideHeader: true, landingHeader: true, hostEntrance: true }),
  },
  // No fixed back target: the stored back URL (a flow that sent the visitor here), else history.
  { name: "login", paths: ["/login/:type?"], meta: auth(titleKeyFor("login"), { back: undefined }) },
  {
    name: "signup",
    paths: ["/signup/:type?", "/SignUp/:type?"],
    meta: auth(titleKeyFor("signup"), { back: "/signup-verify" }),
  },
  {
    name: "signupVerify",
    paths: ["/signup-verify/:type?", "/signupVerify/:type?"],
    meta: auth(titleKeyFor("signupVerify"), { back: undefined }),
  },
  { name: "signupSuccess", paths: ["/signup-success/:type?"], meta: auth(titleKeyFor("signupSuccess")) },
  { name: "forgot", paths: ["/forgot/:type?"], meta: auth(titleKeyFor("forgot"), { back: "/login" }) },
  { name: "unlock", paths: ["/unlock/:type?"], meta: auth(titleKeyFor("unlock"), { back: "/login" }) },
  // Needs the stored token to obtain the one-time code, hence not public (ROUTE-GUARD-1 guard list).
  {
    name: "external",
    paths: ["/external/:hloAuth?"],
    meta: { public: false, titleKey: titleKeyFor("external"), hideFooter: true },
  },
  {
    name: "logout",
    paths: ["/logout"],
    meta: { public: true, titleKey: titleKeyFor("logout"), hideFooter: true },
  },
  {
    name: "privacy",
    paths: ["/privacy/:type/:lang"],
    meta: publicPage(titleKeyFor("privacy"), { hideMenu: true }),
  },
  { name: "eula", paths: ["/eula/:type/:lang"], meta: publicPage(titleKeyFor("eula"), { hideMenu: true }) },
  {
    name: "supportArticle",
    paths: ["/support/articles/account-delete"],
    meta: publicPage(titleKeyFor("support"), { back: "/home" }),
  },
  {
    name: "inviteComplete",
    paths: ["/invite/invite-complete"],
    meta: publicPage(titleKeyFor("inviteComplete"), { back: "/home" }),
  },
  {
    name: "inviteForm",
    paths: ["/invite/:type"],
    meta: publicPage("common:title.inviteForm", { back: "/invite" }),
  },
  { name: "invite", paths: ["/invite"], meta: publicPage(titleKeyFor("invite"), { back: "/home" }) },
  { name: "download", paths: ["/download"], meta: publicPage(titleKeyFor("download"), { back: "/home" }) },
  { name: "notFound", paths: ["/404"], meta: errorPage(titleKeyFor("notFound")) },
  { name: "unauthorized", paths: ["/401"], meta: errorPage(titleKeyFor("unauthorized")) },
  { name: "serverError", paths: ["/500"], meta: errorPage(titleKeyFor("serverError")) },
  { name: "error", paths: ["/error"], meta: errorPage(titleKeyFor("error")) },
  { name: "authError", paths: ["/auth-error/:title?/:desc?"], meta: errorPage(titleKeyFor("authError")) },
  {
    name: "qy",
    paths: ["/qy"],
    meta: { public: true, titleKey: "common:title.dashboard", hideHeader: true, hideFooter: true },
  },
  { name: "dashboard", paths: ["/dashboard"], meta: { public: false, titleKey: "common:title.dashboard" } },
  {
    name: "mine",
    paths: ["/mine"],
    meta: { public: false, titleKey: titleKeyFor("mine"), back: "/dashboard" },
  },
];

const LEGAL_TYPE = { Android: "Android", IOS: "iOS", VIVO: "VIVO" } as const;
const legal = (page: "privacy" | "eula", type: string) => (ctx: { locale: string }) =>
  `/${page}/${type}/${ctx.locale}`;
const ACCOUNT_DELETE = "/support/articles/account-delete";

/** Legacy and convenience paths (ROUTE-HOME-1, ROUTE-LEGAL-1, ROUTE-SUPPORT-1). Query strings are carried over by the resolver. */
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

export function routeByName(name: RouteDefinition["name"]): RouteDefinition {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}
