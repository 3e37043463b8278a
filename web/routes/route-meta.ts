/** What the shell's layout reads about a route (derived from its manifest entry's layout). */
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
