import { splitLocation } from "../routes/route-path";
import { firstScreenRoute } from "../routes/first-screen-route";

/**
 * The first screens written into the HTML at build time, each with the in-hash location it is
 * rendered at. Everything that changes their first render is in the key: the route, and on
 * login the title that `assistant=1` / `host=1` choose (web/screens/auth/auth.screen.tsx).
 */
export const FIRST_SCREENS = {
  home: "/home",
  login: "/login",
  "login-assistant": "/login?assistant=1",
  "login-host": "/login?host=1",
  signupVerify: "/signup-verify",
  signup: "/signup",
  forgot: "/forgot",
  unlock: "/unlock",
} as const;

export type FirstScreenKey = keyof typeof FIRST_SCREENS;

/**
 * The digest of the Suspense boundaries the build leaves to the browser because they need the
 * services (the auth form): React reports them as recoverable errors, which they are not.
 */
export const SERVICES_LEFT_TO_BROWSER = "services-left-to-browser";

/** The screen shown by the HTML itself when JavaScript has not run (`/` is the landing). */
export const DEFAULT_FIRST_SCREEN: FirstScreenKey = "home";

/** Which prerendered markup an in-hash location shows first, or null when none fits it. */
export function firstScreenKey(location: string, locale: string): FirstScreenKey | null {
  const name = firstScreenRoute(location, locale);
  switch (name) {
    case "home":
    case "signupVerify":
    case "signup":
    case "forgot":
    case "unlock":
      return name;
    case "login": {
      // Read as parseAppQuery reads them (core/query/app-query.ts), without its Schema-based
      // remark decoding, which would put effect into the HTML's inline script.
      const query = new URLSearchParams(splitLocation(location).search);
      if (query.get("assistant") === "1") return "login-assistant";
      return query.get("host") === "1" ? "login-host" : "login";
    }
    default:
      return null;
  }
}
