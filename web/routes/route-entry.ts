import type { ComponentType } from "react";
import type { RouteMeta } from "./route-meta";
import type { RouteParams } from "./route-path";

// RouteEntry → ScreenModule → ScreenProps → RouteDefinition → RouteEntry: the types are mutually
// recursive, so they share this file (across files it would be an import cycle).

/** What every screen receives from the route view. */
export interface ScreenProps {
  readonly route: RouteDefinition;
  readonly params: RouteParams;
  /** The query inside the hash (`#/login?redirect=…`). */
  readonly query: URLSearchParams;
}

/**
 * A manifest entry with its name and the layout read out, as the matcher and screens see it.
 * Generic over the name so this file need not import the manifest, whose entries' screens take
 * this type in their props; the route table fills in `RouteName`.
 */
export interface RouteDefinition<Name extends string = string> {
  readonly name: Name;
  readonly paths: readonly string[];
  readonly meta: RouteMeta;
  readonly entry: RouteEntry<Name>;
}

/** What a lazy screen's module hands back (its default export renders the route). */
export interface ScreenModule {
  readonly default: ComponentType<ScreenProps>;
}

/**
 * How the shell frames a screen (header, footer, menu). Named shapes rather than free flags, so two
 * routes that look alike say so with one word and a new route cannot invent a fourth combination.
 */
export type RouteLayout =
  /** The landing header (logo, section anchors, language selector, host entrance), no app header. */
  | "landing"
  /** The brand in the header (the card's heading names the page), no footer. */
  | "auth"
  /** The app header with the page title, no footer: hand-offs, log-out, error pages. */
  | "focused"
  /** The app header and the footer. */
  | "page"
  /** A legal document: header and footer, no menu (opened from the apps, ROUTE-LEGAL-1). */
  | "legal"
  /** Nothing around the screen (a redirecting entry point). */
  | "bare";

/** The page shape shown in grey while the screen's chunk, its text or its session is on its way. */
export type SkeletonShape = "landing" | "auth" | "member" | "document";

/**
 * Written into the HTML at build time (web/shell/prerender, scripts/prerender.mjs): the route's canonical
 * location, plus one more template for each query flag that changes its first render
 * (`?assistant=1` → template "login-assistant").
 */
export interface PrerenderSetting {
  readonly queryVariants?: readonly string[];
  /**
   * Variants by the route's `type` parameter (any case): the value → the variant whose markup it
   * shows. A value not listed shows the route's own markup.
   */
  readonly typeVariants?: Readonly<Record<string, string>>;
}

/**
 * One route of ROUTE-HASH-1, everything the shell needs to know about it. The matcher, screen loading,
 * skeletons, titles, prefetch and prerender lists are all read from these entries
 * (web/routes/route-manifest.ts).
 */
export interface RouteEntry<Name extends string = string> {
  /**
   * wouter patterns (`:param`, optional `:param?`, matched without regard to case). The first is
   * canonical; the others are aliases that render the same screen at their own address.
   */
  readonly paths: readonly [string, ...string[]];
  /** "member" routes need a stored token: without one they go to /login?redirect=… (ROUTE-GUARD-1). */
  readonly guard: "public" | "member";
  /** Namespaced key ("common:title.login") for the header title and document.title. */
  readonly title: `common:title.${string}`;
  readonly layout: RouteLayout;
  /**
   * The route the header's back button goes to (its canonical address, so a route without required
   * parameters); without it: the stored back URL, else history back.
   */
  readonly back?: Name;
  /**
   * The screen's chunk. Routes that render the same screen pass the same function, so they share one
   * chunk and one lazy component.
   */
  readonly screen: () => Promise<ScreenModule>;
  /**
   * What the screen renders for this route from a chunk of its own (the auth screen's sub-forms,
   * ADR-0435): starts its download. Called beside the screen's when the visitor lands here or shows
   * intent to come, but not by the idle prefetch (`prefetchFrom`), which would put it back into the
   * first visit's bytes.
   */
  readonly part?: () => Promise<unknown>;
  readonly skeleton: SkeletonShape;
  /** Locale namespaces the screen renders with beyond the shell's `common` ([] when none). */
  readonly namespaces: readonly string[];
  /** Absent: the HTML shows a neutral skeleton for this route until the app renders it. */
  readonly prerender?: PrerenderSetting;
  /** Routes whose visitors most likely come here next: from those, this screen is fetched when idle. */
  readonly prefetchFrom?: readonly Name[];
}

export interface RedirectContext {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly query: URLSearchParams;
  /** The interface language now, for legacy legal links that carry none. */
  readonly locale: string;
}

export interface RedirectDefinition {
  readonly paths: readonly string[];
  /** The target location (path and optional query). */
  readonly to: (context: RedirectContext) => string;
}
