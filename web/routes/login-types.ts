/** The log-in's tabs, in the order its tab bar shows them. */
export const LOGIN_TABS = ["phone-password", "phone-code", "email-password"] as const;
export type LoginTypeTab = (typeof LOGIN_TABS)[number];

/**
 * The log-in's optional `type` parameter (AUTH-SCREEN-1: /login/sms, /login/email…), any case,
 * and the tab each opens. Here rather than with the screen: the route manifest reads it too, and
 * the HTML's inline boot script carries the manifest but never a screen.
 */
export const LOGIN_TYPE_TABS = {
  phone: "phone-password",
  password: "phone-password",
  sms: "phone-code",
  code: "phone-code",
  email: "email-password",
} as const satisfies Readonly<Record<string, LoginTypeTab>>;

/**
 * The prerendered log-in variants by type (the manifest's `typeVariants`): the phone + password
 * tab is the plain log-in's own markup, so only the other two tabs need one.
 */
export const LOGIN_TYPE_VARIANTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LOGIN_TYPE_TABS).filter(([, tab]) => tab !== "phone-password"),
);

/** The channel of the identifier carried between log-in, forgot and unlock (ADR-0146). */
export type HandoffChannel = "phone" | "email";

/** sessionStorage key of that identifier (web/screens/auth/identifier-handoff.ts). */
export const IDENTIFIER_HANDOFF_KEY = "hc.identifierHandoff";

/** A stored log-in tab, checked against the list (the boot script reads it without Schema). */
export const loginTabOf = (raw: string | null): LoginTypeTab | null =>
  LOGIN_TABS.find((tab) => tab === raw) ?? null;

/**
 * The tab a log-in address without a type opens on: the carried identifier's channel, else the tab
 * of the last log-in on this device, else phone + password (SPEC default). A phone identifier keeps
 * a saved phone tab. One rule for the form and the HTML's boot script
 * (ADR-0441), so the tab the page shows first is the one it keeps.
 */
export function untypedLoginTab(saved: LoginTypeTab | null, carried: HandoffChannel | null): LoginTypeTab {
  const fallback = saved ?? "phone-password";
  if (carried === "email") return "email-password";
  if (carried === "phone" && fallback === "email-password") return "phone-password";
  return fallback;
}
