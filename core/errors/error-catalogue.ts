import type { ApiFailure } from "../sso/api-result";
import type { FieldName } from "../validation/validation-error";
import { USER_MESSAGE_KEYS as K } from "./message-keys";
import {
  cleanServerMessage,
  dialog,
  toast,
  type AccountLockedReaction,
  type ChannelDisabledReaction,
  type DialogReaction,
  type Reaction,
  type ToastReaction,
} from "./reaction";
import { LOCKED_CODES, RESPONSE_CODE as C, SESSION_CODES } from "./response-codes";

export type FailureFlow =
  | "login"
  | "register"
  | "register-verify"
  | "send-code"
  | "forgot"
  | "unlock"
  | "third-party-login"
  | "external-auth"
  | "one-time-token"
  | "creator"
  | "generic";

/**
 * Where the failure happened. `loginField` says which secret the login form used (password tab
 * or SMS-code tab); `identifierField` which identifier it held, so the matching field is cleared.
 */
export interface FailureContext {
  readonly flow: FailureFlow;
  readonly loginField?: "password" | "authCode";
  readonly identifierField?: "phone" | "email";
}

/** The one-time hand-off without a mini-app id (SPEC §2 External): terminal, no confirm button. */
export const AUTH_LINK_BROKEN: DialogReaction = dialog("error", K.authLinkBroken, { showConfirm: false });

const LOGOUT: Reaction = { kind: "logout-to-login", toastKey: K.sessionExpired };

/** SPEC §8 "Account locked" with the SMS / email / support instructions, then /unlock. */
export const ACCOUNT_LOCKED: AccountLockedReaction = {
  kind: "account-locked",
  dialog: dialog("error", K.accountLocked, { bodyKey: K.accountLockedBody }),
  then: "/unlock",
};

/** What each flow shows for a server failure the catalogue has no specific answer for. */
const flowFailure = (flow: FailureFlow, serverMessage: string | undefined): Reaction => {
  switch (flow) {
    case "login":
      return dialog("error", K.loginFailed, { serverMessage });
    case "register":
      return dialog("error", K.registrationFailed, { serverMessage });
    case "forgot":
      return dialog("error", K.resetFailed, { serverMessage });
    case "unlock":
      return dialog("error", K.unlockFailed, { serverMessage });
    case "send-code":
      return toast("error", K.codeSendFailed, serverMessage);
    case "creator":
      return toast("error", K.submitFailed, serverMessage);
    case "third-party-login":
      return { kind: "auth-error-screen", titleKey: K.authErrorTitle, descKey: K.authFailed };
    case "external-auth":
    case "one-time-token":
      return dialog("error", K.authFailed, { serverMessage, showConfirm: false });
    case "register-verify":
    case "generic":
      return toast("error", K.refreshAndRetry, serverMessage);
  }
};

/** Narrow `flowFailure` for the places that need a toast or dialog (clear-field follow-ups). */
const flowMessage = (
  flow: FailureFlow,
  serverMessage: string | undefined,
): ToastReaction | DialogReaction => {
  const reaction = flowFailure(flow, serverMessage);
  return reaction.kind === "toast" || reaction.kind === "dialog"
    ? reaction
    : toast("error", K.refreshAndRetry, serverMessage);
};

const clear = (field: FieldName, revalidate: boolean, then: ToastReaction | DialogReaction): Reaction => ({
  kind: "clear-field",
  field,
  revalidate,
  then,
});

const CREDENTIAL_CODES: readonly number[] = [C.wrongPassword, C.wrongAuthCode, C.authCodeInvalid];

/** Forms whose code field a wrong-code answer should empty, so the user types a fresh one. */
const CODE_FLOWS: readonly FailureFlow[] = [
  "login",
  "register-verify",
  "forgot",
  "unlock",
  "third-party-login",
];

const serverReaction = (code: number, message: string | undefined, context: FailureContext): Reaction => {
  const { flow } = context;

  if (SESSION_CODES.includes(code)) return LOGOUT;
  if (code === C.notLoggedIn) {
    return flow === "creator"
      ? { kind: "logout-to-login", toastKey: K.loginRequiredToApply }
      : { kind: "logout-to-login", toastKey: K.notLoggedIn };
  }
  if (flow === "external-auth" || flow === "one-time-token") return flowFailure(flow, message);
  // Third-party login keeps the ordinary form behaviour for a mistyped secret or a locked
  // account; every other failure ends on the auth-error screen (SPEC §8).
  if (flow === "third-party-login" && !LOCKED_CODES.includes(code) && !CREDENTIAL_CODES.includes(code)) {
    return flowFailure(flow, message);
  }

  if (LOCKED_CODES.includes(code)) {
    // On the unlock screen itself, sending the user to /unlock again would be a loop.
    return flow === "unlock" ? flowFailure(flow, message) : ACCOUNT_LOCKED;
  }

  const loginLike = flow === "login" || flow === "third-party-login";

  switch (code) {
    case C.wrongPassword:
      return loginLike
        ? clear(
            "password",
            false,
            dialog("error", K.loginFailed, { bodyKey: K.wrongPassword, serverMessage: message }),
          )
        : flowFailure(flow, message);
    case C.wrongAuthCode:
    case C.authCodeInvalid: {
      if (!CODE_FLOWS.includes(flow)) return flowFailure(flow, message);
      const then = loginLike
        ? dialog("error", K.loginFailed, { bodyKey: K.codeError, serverMessage: message })
        : flow === "register-verify"
          ? toast("error", K.codeError, message)
          : flowMessage(flow, message);
      return clear("authCode", false, then);
    }
    case C.userNotExist:
    case C.accountNotFound:
    case C.accountDeleted: {
      const bodyKey = code === C.accountDeleted ? K.accountDeleted : K.userNotFound;
      if (loginLike) {
        const then = dialog("error", K.loginFailed, { bodyKey, serverMessage: message });
        return context.identifierField === undefined ? then : clear(context.identifierField, false, then);
      }
      if (flow === "send-code" || flow === "register-verify" || flow === "generic")
        return toast("error", bodyKey, message);
      return flowFailure(flow, message);
    }
    case C.phoneFormatError:
    case C.emailFormatError: {
      const field = code === C.phoneFormatError ? "phone" : "email";
      const key = code === C.phoneFormatError ? K.phoneFormat : K.emailFormat;
      if (loginLike)
        return clear(field, false, dialog("error", K.loginFailed, { bodyKey: key, serverMessage: message }));
      // Elsewhere the value is kept so the user can correct it; re-validating shows the field message.
      return toast("error", key, message);
    }
    case C.duplicateAccountId:
    case C.accountIdError: {
      const key = code === C.duplicateAccountId ? K.usernameTaken : K.usernameRejected;
      return flow === "register"
        ? clear("username", true, toast("error", key, message))
        : toast("error", key, message);
    }
    case C.isStreamer:
      return dialog("success", K.alreadyStreamer);
    case C.isBlogger:
      return dialog("success", K.alreadyBlogger);
    default:
      return flowFailure(flow, message);
  }
};

/**
 * What the UI (or CLI) must do about a failed call: SPEC §8 per code, then per flow. Pure and
 * total: every failure in every context gets exactly one reaction.
 */
export const reactionFor = (failure: ApiFailure, context: FailureContext): Reaction => {
  const handsOff = context.flow === "external-auth" || context.flow === "one-time-token";
  switch (failure.kind) {
    case "server":
      return serverReaction(failure.code, cleanServerMessage(failure.message), context);
    case "http":
      if (failure.status === 401) return LOGOUT;
      if (handsOff || context.flow === "third-party-login") return flowFailure(context.flow, undefined);
      // SPEC §8 "Reset Error": the reset itself broke (not the user's input), so say which step did.
      if (context.flow === "forgot") return dialog("error", K.resetError);
      return toast("error", K.somethingWrong);
    case "network":
      // Transport failures are worth retrying, so only the terminal hand-off shows its dialog.
      return handsOff ? flowFailure(context.flow, undefined) : toast("error", K.network);
    case "timeout":
      return handsOff ? flowFailure(context.flow, undefined) : toast("error", K.timeout);
    case "malformed":
      if (handsOff || context.flow === "third-party-login") return flowFailure(context.flow, undefined);
      if (context.flow === "forgot") return dialog("error", K.resetError);
      return toast("error", K.refreshAndRetry);
  }
};

/**
 * Registration or password reset through a channel the server has switched off (registration
 * type excludes it). No response code exists for this; the use-case decides and asks here.
 */
export const channelDisabledReaction = (
  channel: "phone" | "email",
  purpose: "register" | "reset",
): ChannelDisabledReaction => ({
  kind: "channel-disabled",
  channel,
  dialog: dialog("warning", K.channelUnavailable, {
    bodyKey:
      purpose === "reset"
        ? K.passwordRecoveryUnavailable
        : channel === "phone"
          ? K.phoneRegistrationClosed
          : K.emailRegistrationClosed,
  }),
});
