/** Route names of ROUTE-HASH-1 (auth names as listed there; the others named after their path). */
export type RouteName =
  | "home"
  | "login"
  | "signup"
  | "signupVerify"
  | "signupSuccess"
  | "forgot"
  | "unlock"
  | "external"
  | "logout"
  | "privacy"
  | "eula"
  | "supportArticle"
  | "invite"
  | "inviteForm"
  | "inviteComplete"
  | "download"
  | "notFound"
  | "unauthorized"
  | "serverError"
  | "error"
  | "authError"
  | "qy"
  | "dashboard"
  | "mine";

/** What a route tells the shell about itself. */
export interface RouteMeta {
  /** Reachable without a token (ROUTE-GUARD-1 navigation guard). */
  readonly public: boolean;
  readonly hideHeader?: boolean;
  readonly hideFooter?: boolean;
  readonly hideMenu?: boolean;
  /** Namespaced key ("common:title.login") for the header title and document.title. */
  readonly titleKey: string;
  /** Where the header's back button goes; without it: stored back URL, else history back. */
  readonly back?: string;
  /** Uses the landing header (logo, anchors, language selector) instead of the app header. */
  readonly landingHeader?: boolean;
  /**
   * The auth screens' header: the brand instead of a title (the card's heading names the page, so
   * it is said once), and on desktop the language selector beside the menu.
   */
  readonly authHeader?: boolean;
  /** Shows the host-entrance button in the landing header. */
  readonly hostEntrance?: boolean;
}

export interface RouteDefinition {
  readonly name: RouteName;
  /** Patterns: `:param` and optional `:param?`. The first one is canonical, the rest are aliases. */
  readonly paths: readonly string[];
  readonly meta: RouteMeta;
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
