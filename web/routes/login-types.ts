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
} as const;

export type LoginTypeTab = (typeof LOGIN_TYPE_TABS)[keyof typeof LOGIN_TYPE_TABS];

/**
 * The prerendered log-in variants by type (the manifest's `typeVariants`): the phone + password
 * tab is the plain log-in's own markup, so only the other two tabs need one.
 */
export const LOGIN_TYPE_VARIANTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LOGIN_TYPE_TABS)
    .filter(([, tab]) => tab !== "phone-password")
    .map(([type, tab]) => [type, tab]),
);
