// Every route of the app with concrete parameters, for scripts/screenshots.mjs. The route table
// (web/routes/route-definitions.ts) has patterns, not URLs, so the list lives here; a unit test
// (tests/scripts/screenshot-routes.test.ts) fails when a route in the table has no entry.
//   name     route name in the table        path     hash route; {lang} becomes the locale
//   auth     "out" logged out only (default), "in" logged in only, "both"
//   dark     also shoot the dark colour scheme
export const SCREENSHOT_ROUTES = [
  { name: "home", path: "/home", auth: "both", dark: true },
  { name: "login", path: "/login", dark: true },
  { name: "login", path: "/login?assistant=1", slug: "login-assistant" },
  { name: "login", path: "/login?host=1", slug: "login-host" },
  { name: "signupVerify", path: "/signup-verify" },
  { name: "signup", path: "/signup" },
  { name: "signupSuccess", path: "/signup-success" },
  { name: "forgot", path: "/forgot" },
  { name: "unlock", path: "/unlock" },
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
