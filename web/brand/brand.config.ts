/**
 * Everything an operator changes to rebrand: name, mark, colours and outbound links. Screens read
 * from here and never hard-code any of it. "Lumen" is a neutral working name.
 */
export const BRAND = {
  name: "Lumen",
  /** Shown after the name in the page title ("Page · Lumen"). */
  titleSeparator: " · ",
  /** First year of the copyright range (LIMIT-COPYRIGHT-1: 2018 to the current year). */
  copyrightSince: 2018,
  auth: {
    /**
     * FLOW-SIGNUP-4 pre-fills the sign-up password and confirmation "from the code". Off: a 6-digit code
     * the visitor just read from an SMS is a weak password that few would change
     * (ADR-0154). An operator who needs the old behaviour turns this on.
     */
    prefillPasswordFromCode: false,
  },
  colours: {
    /**
     * Must match `--color-primary` in web/styles/tokens.css, `theme_color` in
     * public/manifest.webmanifest and the light `<meta name="theme-color">` in index.html (static
     * files that cannot import this module).
     */
    primary: "#5546f0",
    accent: "#ff5c8a",
    background: "#0f0d1f",
  },
  links: {
    appStore: "https://apps.apple.com/app/id0000000000",
    googlePlay: "https://play.google.com/store/apps/details?id=app.lumen.social",
    /** Fallback when the Android version call gives no download URL. */
    apk: "https://download.lumen.example/android/lumen-latest.apk",
    webApp: "https://app.lumen.example/",
    liveEntrance: "https://live.lumen.example/",
    contactEmail: "support@lumen.example",
    businessEmail: "partners@lumen.example",
    community: "https://t.me/lumen_community",
  },
} as const;

/**
 * The logo mark as SVG path data on a 32×32 grid: a rounded speech bubble holding a spark, which
 * says chat and live in one shape. Kept as data so the React mark, the favicon and the PNG icons
 * are drawn from the same source.
 */
export const BRAND_MARK = {
  viewBox: "0 0 32 32",
  bubble:
    "M16 3C8.8 3 3 8.2 3 14.6c0 3.5 1.7 6.6 4.5 8.7L6.6 29l6.1-3.3c1.1.2 2.2.4 3.3.4 7.2 0 13-5.2 13-11.5S23.2 3 16 3Z",
  spark: "M16 8.5l1.8 4.4 4.7.4-3.6 3 1.1 4.6L16 18.4l-4 2.5 1.1-4.6-3.6-3 4.7-.4L16 8.5Z",
} as const;
