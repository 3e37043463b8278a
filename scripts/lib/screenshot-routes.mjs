// Every route of the app with concrete parameters, for scripts/screenshots.mjs. The route table
// (web/routes/route-manifest.ts) has patterns, not URLs, so the list lives here; a unit test
// (tests/scripts/screenshot-routes.test.ts) fails when a route in the table has no entry.
//   name     route name in the table        path     hash route; {lang} becomes the locale
//   auth     "out" logged out only (default), "in" logged in only, "both"
//   dark     also shoot the dark colour scheme
//   session  sessionStorage entries set before the app loads (e.g. the sign-up draft)
//   act      a SCREENSHOT_ACTIONS name run after the page is ready, for a state such as errors

/** What signup-verify hands to /signup (web/screens/auth/signup-draft.ts); without it /signup goes back. */
const SIGNUP_DRAFT = {
  "hc.signupDraft": JSON.stringify({
    registerToken: "screenshot-token",
    identifier: { channel: "phone", country: "CN", phone: "13800138000" },
    accountId: "user_k3m9q2xa",
    nickname: "9q2xaUser",
  }),
};

export const SCREENSHOT_ROUTES = [
  { name: "home", path: "/home", auth: "both", dark: true },
  { name: "login", path: "/login", dark: true },
  { name: "login", path: "/login?assistant=1", slug: "login-assistant" },
  { name: "login", path: "/login?host=1", slug: "login-host" },
  { name: "login", path: "/login", slug: "login-errors", act: "formErrors" },
  { name: "login", path: "/login/email", slug: "login-failed", act: "loginFailed" },
  { name: "signupVerify", path: "/signup-verify" },
  { name: "signupVerify", path: "/signup-verify", slug: "signup-verify-errors", act: "formErrors" },
  { name: "signup", path: "/signup", session: SIGNUP_DRAFT },
  { name: "signup", path: "/signup", slug: "signup-errors", session: SIGNUP_DRAFT, act: "formErrors" },
  { name: "signupSuccess", path: "/signup-success", freshSignup: true },
  { name: "forgot", path: "/forgot" },
  { name: "forgot", path: "/forgot", slug: "forgot-errors", act: "formErrors" },
  { name: "unlock", path: "/unlock" },
  { name: "unlock", path: "/unlock", slug: "unlock-errors", act: "formErrors" },
  { name: "external", path: "/external/1", auth: "in" },
  { name: "logout", path: "/logout", auth: "in" },
  { name: "privacy", path: "/privacy/Android/{lang}" },
  { name: "eula", path: "/eula/iOS/{lang}" },
  { name: "supportArticle", path: "/support/articles/account-delete" },
  { name: "invite", path: "/invite", auth: "both" },
  { name: "inviteForm", path: "/invite/blogger", auth: "both", dark: true },
  { name: "inviteForm", path: "/invite/streamer", auth: "in", slug: "invite-streamer" },
  { name: "inviteComplete", path: "/invite/invite-complete" },
  { name: "download", path: "/download" },
  { name: "notFound", path: "/404" },
  { name: "unauthorized", path: "/401" },
  { name: "serverError", path: "/500" },
  { name: "error", path: "/error" },
  { name: "authError", path: "/auth-error" },
  { name: "qy", path: "/qy?token=Bearer%20demo&userId=1" },
  { name: "dashboard", path: "/dashboard", auth: "in" },
  { name: "mine", path: "/mine", auth: "in", dark: true },
];

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
    await page.locator("[role=dialog], [role=alertdialog]").first().waitFor();
  },
};
