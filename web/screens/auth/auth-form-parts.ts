import { loadOnce } from "../../routes/load-once";
import type { AuthMode } from "./auth-mode";

/**
 * The auth screen's forms other than log-in, each a chunk of its own (ADR-0435): a first visit (the
 * landing, or the log-in) fetches only the log-in form. The route manifest starts a part's
 * download when its route is opened or about to be, and the screen renders the same download.
 */
export const AUTH_FORM_PARTS = {
  signupVerify: loadOnce(() => import("./signup-verify-form")),
  signup: loadOnce(() => import("./signup-form")),
  forgot: loadOnce(() => import("./forgot-form")),
  unlock: loadOnce(() => import("./unlock-form")),
} satisfies { readonly [M in Exclude<AuthMode, "login">]: unknown };
