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
import { PROTOCOL_CODES } from "../contract/business-codes";

/** Every flow of the catalogue, in the order a reader meets them (the contract data lists them so). */
export const FAILURE_FLOWS = [
  "login",
  "register",
  "register-verify",
  "send-code",
  "forgot",
  "unlock",
  "third-party-login",
  "external-auth",
  "one-time-token",
  "creator",
  "generic",
] as const;
export type FailureFlow = (typeof FAILURE_FLOWS)[number];

/**
 * Where the failure happened. `loginField` says which secret the login form used (password tab
 * or SMS-code tab); `identifierField` which identifier it held, so the matching field is cleared.
 */
export interface FailureContext {
  readonly flow: FailureFlow;
  readonly loginField?: "password" | "authCode";
  readonly identifierField?: "phone" | "email" | "account";
}

/** The one-time hand-off without a mini-app id (AUTH-EXTERNAL-2 External): terminal, no confirm button. */
export const AUTH_LINK_BROKEN: DialogReaction = dialog("error", K.authLinkBroken, { showConfirm: false });

const LOGOUT: Reaction = { kind: "logout-to-login", toastKey: K.sessionExpired };

/**
 * ERR-LOCKED-1 "Account locked" with the SMS / email / support instructions, then /unlock. Its button
 * says where it goes ("Unlock account", the dialog's configurable confirm text, ADR-0385).
 */
export const ACCOUNT_LOCKED: AccountLockedReaction = {
  kind: "account-locked",
  dialog: dialog("error", K.accountLocked, { bodyKey: K.accountLockedBody }),
  confirmKey: K.accountLockedConfirm,
  then: "/unlock",
};

/**
 * 10005, the phone or email already has an account (a code SPEC leaves open, ADR-0019): sign-up
 * cannot go on with it, so the answer points to the log-in, with a button that goes there
 * (ADR-0400); Cancel stays to change it.
 */
export const ACCOUNT_EXISTS: DialogReaction = dialog("warning", K.accountExists, {
  bodyKey: K.accountExistsBody,
  action: { key: K.accountExistsLogIn, to: "/login" },
});

type ServerMessage = string | undefined;

/** The one-time hand-off has nothing to return to: its failure dialog offers no way forward. */
const handOffFailed = (message: ServerMessage): DialogReaction =>
  dialog("error", K.authFailed, { serverMessage: message, showConfirm: false });

/** What each flow shows for a server failure the table has no specific answer for. */
const FLOW_FALLBACK: { readonly [F in FailureFlow]: (message: ServerMessage) => Reaction } = {
  login: (message) => dialog("error", K.loginFailed, { serverMessage: message }),
  register: (message) => dialog("error", K.registrationFailed, { serverMessage: message }),
  forgot: (message) => dialog("error", K.resetFailed, { serverMessage: message }),
  unlock: (message) => dialog("error", K.unlockFailed, { serverMessage: message }),
  "send-code": (message) => toast("error", K.codeSendFailed, message),
  creator: (message) => toast("error", K.submitFailed, message),
  "third-party-login": () => ({
    kind: "auth-error-screen",
    titleKey: K.authErrorTitle,
    descKey: K.authFailed,
  }),
  "external-auth": (message) => handOffFailed(message),
  "one-time-token": (message) => handOffFailed(message),
  "register-verify": (message) => toast("error", K.errorTryAgain, message),
  generic: (message) => toast("error", K.errorTryAgain, message),
};

const flowFailure = (flow: FailureFlow, message: ServerMessage): Reaction => FLOW_FALLBACK[flow](message);

/** The flow's fallback where a clear-field follow-up needs a toast or dialog. */
const flowMessage = (flow: FailureFlow, message: ServerMessage): ToastReaction | DialogReaction => {
  const reaction = flowFailure(flow, message);
  return reaction.kind === "toast" || reaction.kind === "dialog"
    ? reaction
    : toast("error", K.errorTryAgain, message);
};

const clear = (field: FieldName, revalidate: boolean, then: ToastReaction | DialogReaction): Reaction => ({
  kind: "clear-field",
  field,
  revalidate,
  then,
});

/** One answer of the table: the server's cleaned text and where it happened in, the reaction out. */
type Answer = (message: ServerMessage, context: FailureContext, attemptsLeft?: number) => Reaction;

/**
 * One code's row: the answer of each flow it names, then `otherFlows` for the rest. A flow the
 * row does not cover (no entry and no `otherFlows`) gets its own fallback.
 */
interface CodeRow {
  readonly flows?: { readonly [F in FailureFlow]?: Answer };
  readonly otherFlows?: Answer;
}

const loginFailed =
  (bodyKey: string, field?: FieldName): Answer =>
  (message, _context, attemptsLeft) => {
    const then = dialog("error", K.loginFailed, { bodyKey, serverMessage: message, attemptsLeft });
    return field === undefined ? then : clear(field, false, then);
  };

/** The login form empties the identifier it used, so the user types it again. */
const unknownAccountOnLogin =
  (bodyKey: string): Answer =>
  (message, context) =>
    loginFailed(bodyKey, context.identifierField)(message, context);

const toastOf =
  (key: string): Answer =>
  (message) =>
    toast("error", key, message);

/** Forms whose code field a wrong-code answer empties, so the user types a fresh one. */
const WRONG_CODE: CodeRow = {
  flows: {
    login: loginFailed(K.codeError, "authCode"),
    "third-party-login": loginFailed(K.codeError, "authCode"),
    "register-verify": (message) => clear("authCode", false, toast("error", K.codeError, message)),
    forgot: (message) => clear("authCode", false, flowMessage("forgot", message)),
    unlock: (message) => clear("authCode", false, flowMessage("unlock", message)),
  },
};

const unknownAccount = (bodyKey: string): CodeRow => ({
  flows: {
    login: unknownAccountOnLogin(bodyKey),
    "send-code": toastOf(bodyKey),
    "register-verify": toastOf(bodyKey),
    generic: toastOf(bodyKey),
  },
});

/** Login empties the mistyped field; elsewhere the value is kept for the user to correct. */
const badFormat = (field: "phone" | "email", key: string): CodeRow => ({
  flows: { login: loginFailed(key, field) },
  otherFlows: toastOf(key),
});

/** Sign-up empties the account ID and re-validates it at once; elsewhere only the toast. */
const accountIdRefused = (key: string): CodeRow => ({
  flows: { register: (message) => clear("username", true, toast("error", key, message)) },
  otherFlows: toastOf(key),
});

/** On the unlock screen itself, sending the user to /unlock again would be a loop. */
const LOCKED: CodeRow = {
  flows: { unlock: (message) => flowFailure("unlock", message) },
  otherFlows: () => ACCOUNT_LOCKED,
};

/** ERR-CODES-1, code by code. A code missing here gets the flow's fallback. */
const SERVER_CODES: ReadonlyMap<number, CodeRow> = new Map<number, CodeRow>([
  ...SESSION_CODES.map((code): [number, CodeRow] => [code, { otherFlows: () => LOGOUT }]),
  [
    C.notLoggedIn,
    {
      flows: { creator: () => ({ kind: "logout-to-login", toastKey: K.loginRequiredToApply }) },
      otherFlows: () => ({ kind: "logout-to-login", toastKey: K.notLoggedIn }),
    },
  ],
  ...LOCKED_CODES.map((code): [number, CodeRow] => [code, LOCKED]),
  [
    C.wrongPassword,
    {
      flows: {
        login: loginFailed(K.wrongPassword, "password"),
        "third-party-login": loginFailed(K.wrongPassword, "password"),
      },
    },
  ],
  [C.wrongAuthCode, WRONG_CODE],
  [C.authCodeInvalid, WRONG_CODE],
  [C.userNotExist, unknownAccount(K.userNotFound)],
  [C.accountNotFound, unknownAccount(K.userNotFound)],
  [C.accountDeleted, unknownAccount(K.accountDeleted)],
  [C.phoneFormatError, badFormat("phone", K.phoneFormat)],
  [C.emailFormatError, badFormat("email", K.emailFormat)],
  [C.duplicateAccountId, accountIdRefused(K.usernameTaken)],
  [C.accountIdError, accountIdRefused(K.usernameRejected)],
  [PROTOCOL_CODES.accountExists, { otherFlows: () => ACCOUNT_EXISTS }],
  [C.isStreamer, { otherFlows: () => dialog("success", K.alreadyStreamer) }],
  [C.isBlogger, { otherFlows: () => dialog("success", K.alreadyBlogger) }],
]);

/** Codes every flow obeys, whatever it is doing: the session is gone or was never there. */
const SESSION_ROWS: readonly number[] = [...SESSION_CODES, C.notLoggedIn];

/**
 * Flows that take only some rows of the table; every other code gets the flow's fallback. The
 * one-time hand-off has no form to correct, so it ends on its own dialog. Third-party login keeps
 * the ordinary form behaviour for a mistyped secret or a locked account; every other failure ends
 * on the auth-error screen (ERR-THIRDPARTY-1).
 */
const FLOW_CODES: { readonly [F in FailureFlow]?: readonly number[] } = {
  "external-auth": SESSION_ROWS,
  "one-time-token": SESSION_ROWS,
  "third-party-login": [
    ...SESSION_ROWS,
    ...LOCKED_CODES,
    C.wrongPassword,
    C.wrongAuthCode,
    C.authCodeInvalid,
  ],
};

const serverReaction = (
  code: number,
  message: ServerMessage,
  context: FailureContext,
  attemptsLeft?: number,
): Reaction => {
  const { flow } = context;
  const scope = FLOW_CODES[flow];
  const row = scope === undefined || scope.includes(code) ? SERVER_CODES.get(code) : undefined;
  const answer = row?.flows?.[flow] ?? row?.otherFlows;
  return answer === undefined ? flowFailure(flow, message) : answer(message, context, attemptsLeft);
};

/**
 * What the UI (or CLI) must do about a failed call: ERR-CODES-1 per code, then per flow. Pure and
 * total: every failure in every context gets exactly one reaction.
 */
export const reactionFor = (failure: ApiFailure, context: FailureContext): Reaction => {
  const handsOff = context.flow === "external-auth" || context.flow === "one-time-token";
  switch (failure.kind) {
    case "server":
      return serverReaction(failure.code, cleanServerMessage(failure.message), context, failure.attemptsLeft);
    case "http":
      if (failure.status === 401) return LOGOUT;
      if (handsOff || context.flow === "third-party-login") return flowFailure(context.flow, undefined);
      // ERR-MESSAGES-1 "Reset Error": the reset itself broke (not the user's input), so say which step did.
      if (context.flow === "forgot") return dialog("error", K.resetError);
      return toast("error", K.somethingWrong);
    case "network":
      // Not the visitor's network but this deployment's settings: say which origin and how to fix it.
      if (failure.blockedOrigin !== undefined)
        return dialog("error", K.connectionBlocked, {
          bodyKey: K.connectionBlockedBody,
          serverMessage: failure.blockedOrigin,
        });
      // Transport failures are worth retrying, so only the terminal hand-off shows its dialog.
      return handsOff ? flowFailure(context.flow, undefined) : toast("error", K.network);
    case "timeout":
      return handsOff ? flowFailure(context.flow, undefined) : toast("error", K.timeout);
    case "malformed":
      if (handsOff || context.flow === "third-party-login") return flowFailure(context.flow, undefined);
      if (context.flow === "forgot") return dialog("error", K.resetError);
      return toast("error", K.errorTryAgain);
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
