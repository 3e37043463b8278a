import { USER_MESSAGE_KEYS } from "../errors/message-keys";

/** VAL-APPLY-1: applying requires being logged in ("not logged in yet, log in and retry"). */
export interface NotLoggedIn {
  readonly kind: "not-logged-in";
  readonly key: string;
}

export const NOT_LOGGED_IN: NotLoggedIn = {
  kind: "not-logged-in",
  key: USER_MESSAGE_KEYS.loginRequiredToApply,
};
