import { createElement, Suspense, useEffect, useMemo } from "react";
import { useLocation, useRouter, useSearch } from "wouter";
import { ScreenErrorBoundary } from "./screen-error-boundary";
import { exactLocale } from "../../core/locale/resolve-locale";
import { useLocale } from "../i18n/locale-controller";
import { ShellLayout } from "../layout/shell-layout";
import { useIsLoggedIn, useServices } from "../shell/app-doors";
import { RouteSkeleton } from "./route-skeleton";
import { screenOf } from "./screen-registry";
import { joinLocation } from "./route-path";
import { useDocumentTitle } from "./use-document-title";
import { useStableNavigation } from "./use-stable-navigation";

const SIGNUP_ROUTES = new Set(["signup", "signupVerify", "signupSuccess"]);

/**
 * Decides what the current hash shows (resolveNavigation over the route manifest: redirects,
 * unknown → "/", the guard) and renders that screen in the layout its entry asks for. Also applies `lang` from the query.
 */
export function RouteView() {
  // Through wouter's Router (web/app.tsx plugs the in-hash location into it): its location, its
  // navigate and its pattern parser, so the manifest's patterns mean what they mean to Route and Link.
  const [path, navigate] = useLocation();
  const location = joinLocation(path, useSearch());
  const { parser } = useRouter();
  const isLoggedIn = useIsLoggedIn();
  const services = useServices();
  const { locale, setLocale } = useLocale();
  const navigation = useStableNavigation(location, { isLoggedIn, locale, parser });
  const queryLang = navigation.kind === "render" ? exactLocale(navigation.query.get("lang")) : null;
  const target = navigation.kind === "redirect" ? navigation.to : null;

  useEffect(() => {
    if (target !== null) navigate(target, { replace: true });
  }, [target, navigate]);

  // ROUTE-LANG-1: `lang` in the query sets and saves the interface language.
  useEffect(() => {
    if (queryLang) void setLocale(queryLang);
  }, [queryLang, setLocale]);

  // AUTH-QY-1: signup routes with qy=1 reset the stored token and user id first. The one place this
  // happens: it runs for every sign-up route, whether or not its screen needs the services.
  const resetForSignup =
    navigation.kind === "render" &&
    SIGNUP_ROUTES.has(navigation.route.name) &&
    navigation.query.get("qy") === "1";
  useEffect(() => {
    if (resetForSignup && services) services.auth.clear();
  }, [resetForSignup, services]);

  // ADR-0380: a hand-off's stored back URL holds only while the visitor stays in the auth flow it
  // sent them to; any other screen forgets it, so a later log-in's Back does not return to that form.
  const outsideAuthFlow = navigation.kind === "render" && navigation.route.meta.authHeader !== true;
  useEffect(() => {
    if (outsideAuthFlow) services?.preferences.backUrl.forget();
  }, [outsideAuthFlow, services]);

  const titleKey = navigation.kind === "redirect" ? null : navigation.route.meta.titleKey;
  useDocumentTitle(titleKey);

  // Rebuilt only when the navigation's outcome changes, so the services' arrival or a language switch
  // does not render the whole screen again (the parts that use them subscribe on their own).
  const view = useMemo(() => {
    if (navigation.kind === "redirect") return null;
    if (navigation.kind === "pending") {
      return (
        <ShellLayout meta={navigation.route.meta}>
          <RouteSkeleton name={navigation.route.name} />
        </ShellLayout>
      );
    }
    // screenOf hands back the same lazy component for a route every time (cached per chunk), so
    // nothing is created during render; createElement says so to the hooks lint, which cannot see it.
    const screen = createElement(screenOf(navigation.route.name), {
      route: navigation.route,
      params: navigation.params,
      query: navigation.query,
    });
    return (
      <ShellLayout meta={navigation.route.meta}>
        <ScreenErrorBoundary key={navigation.route.name}>
          <Suspense fallback={<RouteSkeleton name={navigation.route.name} />}>{screen}</Suspense>
        </ScreenErrorBoundary>
      </ShellLayout>
    );
  }, [navigation]);
  return view;
}
