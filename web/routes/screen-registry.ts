import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { RouteName } from "./route-meta";
import type { ScreenProps } from "./screen-props";

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;
type ScreenModule = { readonly default: ComponentType<ScreenProps> };

interface ScreenChunk {
  /** Fetches the chunk (once; later calls share the download). */
  readonly load: () => Promise<ScreenModule>;
  /** The module once it has arrived (prefetched or rendered before), else null. */
  readonly loaded: () => ScreenModule | null;
  /** Locale namespaces the screen renders with, beyond the shell's (they suspend until loaded). */
  readonly namespaces: readonly string[];
}

const chunk = (load: () => Promise<ScreenModule>, ...namespaces: string[]): ScreenChunk => {
  let module: ScreenModule | null = null;
  let loading: Promise<ScreenModule> | null = null;
  return {
    load: () =>
      (loading ??= load().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          loading = null; // a later visit may try again
          throw error;
        },
      )),
    loaded: () => module,
    namespaces,
  };
};

/**
 * A thenable that React.lazy reads as already resolved: a screen whose chunk was prefetched then
 * renders in the same commit as the navigation, without its Suspense fallback (the full-screen
 * spinner) showing for a frame. A native promise always resolves a task later.
 */
function settled(module: ScreenModule): Promise<ScreenModule> {
  const thenable = {
    then(onFulfilled?: (arrived: ScreenModule) => unknown) {
      onFulfilled?.(module);
      return thenable;
    },
  };
  // React.lazy only calls then(); its type asks for a Promise.
  return thenable as unknown as Promise<ScreenModule>;
}

/**
 * One lazy chunk per screen. Auth routes share one form screen whose mode follows the route name
 * (AUTH-SCREEN-1), so they share a chunk too.
 */
const AUTH_FORM = chunk(() => import("../screens/auth/auth.screen"), "auth", "validation", "errors");
const ERRORS = chunk(() => import("../screens/errors/error.screen"), "errors");
const LEGAL = chunk(() => import("../screens/legal/legal.screen"), "legal");
const CREATOR = "creator";

export const SCREEN_CHUNKS: Record<RouteName, ScreenChunk> = {
  home: chunk(() => import("../screens/landing/landing.screen"), "landing"),
  login: AUTH_FORM,
  signup: AUTH_FORM,
  signupVerify: AUTH_FORM,
  forgot: AUTH_FORM,
  unlock: AUTH_FORM,
  signupSuccess: chunk(() => import("../screens/auth/signup-success.screen"), "auth"),
  external: chunk(() => import("../screens/auth/external.screen"), "auth", "errors"),
  logout: chunk(() => import("../screens/system/logout.screen")),
  privacy: LEGAL,
  eula: LEGAL,
  supportArticle: chunk(() => import("../screens/support/account-delete.screen"), "support"),
  invite: chunk(() => import("../screens/creator/invite.screen"), CREATOR),
  inviteForm: chunk(() => import("../screens/creator/invite-form.screen"), CREATOR, "validation"),
  inviteComplete: chunk(() => import("../screens/creator/invite-complete.screen"), CREATOR),
  download: chunk(() => import("../screens/download/download.screen"), "download"),
  notFound: ERRORS,
  unauthorized: ERRORS,
  serverError: ERRORS,
  error: ERRORS,
  authError: ERRORS,
  qy: chunk(() => import("../screens/system/qy.screen")),
  dashboard: chunk(() => import("../screens/member/dashboard.screen")),
  mine: chunk(() => import("../screens/member/mine.screen")),
};

/** One lazy component per chunk, so routes that share a chunk share the component too. */
const lazyByChunk = new Map<ScreenChunk, Screen>();
function screenFor(screenChunk: ScreenChunk): Screen {
  const known = lazyByChunk.get(screenChunk);
  if (known) return known;
  const made = lazy(() => {
    const module = screenChunk.loaded();
    return module ? settled(module) : screenChunk.load();
  });
  lazyByChunk.set(screenChunk, made);
  return made;
}

export function screenOf(name: RouteName): Screen {
  return screenFor(SCREEN_CHUNKS[name]);
}
