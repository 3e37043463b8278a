// Every route of the app with concrete parameters, for scripts/screenshots.mjs. The routes come from
// the route manifest (web/routes/route-manifest.ts), each shot once at its address unless SHOTS below
// says more; the addresses are built by the app's own pathTo, so a renamed route or parameter
// cannot leave a stale path here. A SHOTS entry is a list of shots of that route:
//   params   the route's parameters (needed where its pattern requires one); {lang} becomes the locale
//   query    the query inside the hash
//   auth     "out" logged out only (default), "in" logged in only, "both"
//   dark     also shoot the dark colour scheme
//   slug     the file name of an extra state
//   session  sessionStorage entries set before the app loads (e.g. the sign-up draft)
//   act      a SCREENSHOT_ACTIONS name run after the page is ready, for a state such as errors
import { ROUTE_MANIFEST } from "../../web/routes/route-manifest.ts";
import { pathTo } from "../../web/routes/href-to.ts";

/** What signup-verify hands to /signup (web/screens/auth/signup-draft.ts); without it /signup goes back. */
const SIGNUP_DRAFT = {
  "hc.signupDraft": JSON.stringify({
    registerToken: "screenshot-token",
    identifier: { channel: "phone", country: "CN", phone: "13800138000" },
    accountId: "user_k3m9q2xa",
    nickname: "9q2xaUser",
  }),
};

const LANG = "{lang}";
const errors = (slug, extra = {}) => ({ slug, act: "formErrors", ...extra });

const SHOTS = {
  home: [{ auth: "both", dark: true }],
  login: [
    { dark: true },
    { query: { assistant: "1" }, slug: "login-assistant" },
    { query: { host: "1" }, slug: "login-host" },
    errors("login-errors"),
    { params: { type: "email" }, slug: "login-failed", act: "loginFailed" },
  ],
  signupVerify: [{}, errors("signup-verify-errors")],
  signup: [{ session: SIGNUP_DRAFT }, errors("signup-errors", { session: SIGNUP_DRAFT })],
  signupSuccess: [{ freshSignup: true }],
  forgot: [{}, errors("forgot-errors")],
  unlock: [{}, errors("unlock-errors")],
  external: [{ params: { hloAuth: "1" }, auth: "in" }],
  logout: [{ auth: "in" }],
  privacy: [{ params: { type: "Android", lang: LANG } }],
  eula: [{ params: { type: "iOS", lang: LANG } }],
  invite: [{ auth: "both" }],
  inviteForm: [
    { params: { type: "blogger" }, auth: "both", dark: true },
    { params: { type: "streamer" }, auth: "in", slug: "invite-streamer" },
  ],
  qy: [{ query: { token: "Bearer demo", userId: "1" } }],
  dashboard: [{ auth: "in" }],
  mine: [{ auth: "in", dark: true }],
};

export const SCREENSHOT_ROUTES = Object.keys(ROUTE_MANIFEST).flatMap((name) =>
  (SHOTS[name] ?? [{}]).map(({ params, query, ...shot }) => ({
    name,
    path: pathTo(name, params, query).replaceAll(encodeURIComponent(LANG), LANG),
    ...shot,
  })),
);

/** SHOTS' route names, for the test that each is a route of the manifest. */
export const SHOT_ROUTE_NAMES = Object.keys(SHOTS);

export const SCREENSHOT_VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
};

export const SCREENSHOT_LOCALES = ["zh-CN", "en-US"];

/** A value each auth input rejects (VAL-FIELDS-1), by its autocomplete token; passwords differ so "confirm" fails too. */
const BAD_VALUES = {
  tel: "12ab",
  email: "a@b",
  "one-time-code": "12",
  username: "a!",
  off: "a!", // the sign-up account ID (read-only fields are skipped)
  "current-password": "ab",
  "new-password": ["ab", "cd"],
};

/**
 * States that need a few steps before the shot (`act` above). They work in every locale: they find
 * controls by role, position and autocomplete, never by visible text.
 */
export const SCREENSHOT_ACTIONS = {
  /** Every field of the auth form filled with something invalid, then submitted: all inline errors. */
  async formErrors(page) {
    const form = page.locator("form.auth-form");
    await form.waitFor();
    let password = 0;
    for (const input of await form
      .locator("input:not([readonly]):not([hidden]):not([type=checkbox])")
      .all()) {
      const kind = (await input.getAttribute("autocomplete")) ?? "";
      const bad = BAD_VALUES[kind];
      if (bad === undefined) continue;
      await input.fill(Array.isArray(bad) ? bad[password++ % bad.length] : bad);
    }
    await form.locator("button[type=submit]").click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
  },
  /** A login the server refuses (no such account): the "login failed" dialog with its message. */
  async loginFailed(page) {
    const form = page.locator("form.auth-form");
    await form.locator('input[autocomplete="email"]').fill("nobody@example.com");
    await form.locator('input[autocomplete="current-password"]').fill("pass1234");
    await form.locator("button[type=submit]").click();
    // The visible one: the header's closed drawers are dialogs too (ADR-0497).
    await page.locator("[role=dialog], [role=alertdialog]").filter({ visible: true }).first().waitFor();
  },
};
