import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { RouteName } from "./route-meta";
import type { ScreenProps } from "./screen-props";

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * One lazy chunk per screen. Auth routes share one form screen whose mode follows the route name
 * (SPEC §2), so they share a chunk too.
 */
const authForm = lazy(() => import("../screens/auth/auth.screen"));
const errorScreen = lazy(() => import("../screens/errors/error.screen"));
const legal = lazy(() => import("../screens/legal/legal.screen"));

export const SCREENS: Record<RouteName, Screen> = {
  home: lazy(() => import("../screens/landing/landing.screen")),
  login: authForm,
  signup: authForm,
  signupVerify: authForm,
  forgot: authForm,
  unlock: authForm,
  signupSuccess: lazy(() => import("../screens/auth/signup-success.screen")),
  external: lazy(() => import("../screens/auth/external.screen")),
  logout: lazy(() => import("../screens/system/logout.screen")),
  privacy: legal,
  eula: legal,
  supportArticle: lazy(() => import("../screens/support/account-delete.screen")),
  invite: lazy(() => import("../screens/creator/invite.screen")),
  inviteForm: lazy(() => import("../screens/creator/invite-form.screen")),
  inviteComplete: lazy(() => import("../screens/creator/invite-complete.screen")),
  download: lazy(() => import("../screens/download/download.screen")),
  notFound: errorScreen,
  unauthorized: errorScreen,
  serverError: errorScreen,
  error: errorScreen,
  authError: errorScreen,
  qy: lazy(() => import("../screens/system/qy.screen")),
  dashboard: lazy(() => import("../screens/member/dashboard.screen")),
  mine: lazy(() => import("../screens/member/mine.screen")),
};
