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
