import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_LOCKED,
  AUTH_LINK_BROKEN,
  channelDisabledReaction,
  reactionFor,
  FAILURE_FLOWS,
  type FailureContext,
  type FailureFlow,
} from "../../../core/errors/error-catalogue";
import { ERROR_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import { TOAST_DURATION_MS, type Reaction } from "../../../core/errors/reaction";
import { RESPONSE_CODE } from "../../../core/errors/response-codes";
import type { ApiFailure } from "../../../core/sso/api-result";
import { VALIDATION_MESSAGE_KEYS } from "../../../core/validation/validation-keys";
import { naughtyStrings } from "../../support/corpora";
import { FUZZ_RUNS } from "../../support/fuzz-runs";

// Every flow, from the catalogue's own list (a flow added there is tested here too).
const FLOWS: readonly FailureFlow[] = FAILURE_FLOWS;

const server = (code: number, message = "server says no"): ApiFailure => ({ kind: "server", code, message });
const at = (flow: FailureFlow, extra: Partial<FailureContext> = {}): FailureContext => ({ flow, ...extra });

/** Every message key a reaction carries, wherever it sits. */
const keysIn = (reaction: Reaction): string[] => {
  switch (reaction.kind) {
    case "toast":
      return [reaction.key];
    case "dialog":
      return [reaction.titleKey, ...(reaction.bodyKey === undefined ? [] : [reaction.bodyKey])];
    case "logout-to-login":
      return [reaction.toastKey];
    case "account-locked":
    case "channel-disabled":
      return keysIn(reaction.dialog);
    case "clear-field":
      return keysIn(reaction.then);
    case "auth-error-screen":
      return [reaction.titleKey, reaction.descKey].filter((key): key is string => key !== undefined);
  }
};

describe("401 and 10008: the session is gone", () => {
  it.each(FLOWS)("logs out and goes to /login with the expired-session toast in the %s flow", (flow) => {
    const expected = { kind: "logout-to-login", toastKey: "errors:sessionExpired" };
    expect(reactionFor(server(401), at(flow))).toEqual(expected);
    expect(reactionFor(server(10008), at(flow))).toEqual(expected);
    expect(reactionFor({ kind: "http", status: 401 }, at(flow))).toEqual(expected);
  });
});

describe("10007 not logged in", () => {
  it("asks the applicant to log in and retry in the creator flow", () => {
    expect(reactionFor(server(10007), at("creator"))).toEqual({
      kind: "logout-to-login",
      toastKey: "errors:loginRequiredToApply",
    });
  });

  it.each(FLOWS.filter((flow) => flow !== "creator"))(
    "sends the user to /login saying they are not logged in (%s)",
    (flow) => {
      expect(reactionFor(server(10007), at(flow))).toEqual({
        kind: "logout-to-login",
        toastKey: "errors:notLoggedIn",
      });
    },
  );
});

describe("10020, 10024 and 10009: the account is locked", () => {
  const lockFlows = FLOWS.filter((flow) => !["unlock", "external-auth", "one-time-token"].includes(flow));
  it.each(lockFlows.flatMap((flow) => [10020, 10024, 10009].map((code) => [code, flow] as const)))(
    "code %i shows the Account locked dialog and then /unlock (%s)",
    (code, flow) => {
      const reaction = reactionFor(server(code), at(flow));
      expect(reaction).toEqual(ACCOUNT_LOCKED);
      expect(reaction).toMatchObject({
        then: "/unlock",
        dialog: { titleKey: "errors:accountLocked", bodyKey: "errors:accountLockedBody" },
      });
    },
  );

  it("does not loop back to /unlock when unlocking itself answers locked", () => {
    expect(reactionFor(server(10020, "still locked"), at("unlock"))).toEqual({
      kind: "dialog",
      tone: "error",
      titleKey: "errors:unlockFailed",
      serverMessage: "still locked",
      showConfirm: true,
    });
  });
});

describe("login failures", () => {
  it("10002 clears the password and shows login failed with the server message", () => {
    expect(reactionFor(server(10002, "密码错误"), at("login", { loginField: "password" }))).toEqual({
      kind: "clear-field",
      field: "password",
      revalidate: false,
      then: {
        kind: "dialog",
        tone: "error",
        titleKey: "errors:loginFailed",
        bodyKey: "errors:wrongPassword",
        serverMessage: "密码错误",
        showConfirm: true,
      },
    });
  });

  it("10002 carries the attempts left into the login-failed dialog", () => {
    const failure = { kind: "server", code: 10002, message: "Wrong password", attemptsLeft: 2 } as const;
    expect(reactionFor(failure, at("login", { loginField: "password" }))).toMatchObject({
      kind: "clear-field",
      then: { kind: "dialog", titleKey: "errors:loginFailed", attemptsLeft: 2 },
    });
  });

  it.each([10003, 10013])("%i clears the code field and shows login failed", (code) => {
    const reaction = reactionFor(server(code), at("login", { loginField: "authCode" }));
    expect(reaction).toMatchObject({
      kind: "clear-field",
      field: "authCode",
      then: { kind: "dialog", titleKey: "errors:loginFailed", bodyKey: "errors:codeError" },
    });
  });

  it.each([
    [10012, "errors:userNotFound"],
    [10006, "errors:userNotFound"],
    [10019, "errors:accountDeleted"],
  ])("%i clears the identifier the form used and explains", (code, bodyKey) => {
    expect(reactionFor(server(code), at("login", { identifierField: "email" }))).toMatchObject({
      kind: "clear-field",
      field: "email",
      then: { kind: "dialog", titleKey: "errors:loginFailed", bodyKey },
    });
    expect(reactionFor(server(code), at("login"))).toMatchObject({
      kind: "dialog",
      titleKey: "errors:loginFailed",
      bodyKey,
    });
  });

  it.each([
    [10022, "phone", "errors:phoneFormat"],
    [10031, "email", "errors:emailFormat"],
  ])("%i clears the %s field on login", (code, field, bodyKey) => {
    expect(reactionFor(server(code), at("login"))).toMatchObject({
      kind: "clear-field",
      field,
      then: { bodyKey },
    });
  });

  it("any other code shows login failed with the server message", () => {
    expect(reactionFor(server(99999, "boom"), at("login"))).toEqual({
      kind: "dialog",
      tone: "error",
      titleKey: "errors:loginFailed",
      serverMessage: "boom",
      showConfirm: true,
    });
  });
});

describe("sign-up failures", () => {
  it.each([
    [10004, "errors:usernameTaken"],
    [10026, "errors:usernameRejected"],
  ])("%i clears and re-validates the account ID", (code, key) => {
    expect(reactionFor(server(code, "dup"), at("register"))).toEqual({
      kind: "clear-field",
      field: "username",
      revalidate: true,
      then: { kind: "toast", tone: "error", key, serverMessage: "dup", durationMs: 5000 },
    });
  });

  it("an unknown code shows registration failed", () => {
    expect(reactionFor(server(12345), at("register"))).toMatchObject({
      kind: "dialog",
      titleKey: "errors:registrationFailed",
    });
  });

  it.each(["send-code", "register-verify", "register"] as const)(
    "10005 on %s: already registered, with a Log in button to the log-in (ADR-0400)",
    (flow) => {
      expect(reactionFor(server(10005, "This account is already registered."), at(flow))).toEqual({
        kind: "dialog",
        tone: "warning",
        titleKey: "errors:accountExists",
        bodyKey: "errors:accountExistsBody",
        showConfirm: true,
        action: { key: "errors:accountExistsLogIn", to: "/login" },
      });
    },
  );

  it("a wrong code on signup-verify clears the code with a toast", () => {
    expect(reactionFor(server(10003, "bad"), at("register-verify"))).toMatchObject({
      kind: "clear-field",
      field: "authCode",
      then: { kind: "toast", key: "errors:codeError", serverMessage: "bad" },
    });
  });
});

describe("send code, forgot, unlock and creator", () => {
  it("a failed send says the code could not be sent, with the server message", () => {
    expect(reactionFor(server(500123, "rate limited"), at("send-code"))).toEqual({
      kind: "toast",
      tone: "error",
      key: "errors:codeSendFailed",
      serverMessage: "rate limited",
      durationMs: 5000,
    });
  });

  it.each([
    [10022, "errors:phoneFormat"],
    [10031, "errors:emailFormat"],
    [10012, "errors:userNotFound"],
  ])("%i before sending a code is a toast naming the problem", (code, key) => {
    expect(reactionFor(server(code), at("send-code"))).toMatchObject({ kind: "toast", key });
  });

  it("a wrong code on forgot clears the code and shows reset failed", () => {
    expect(reactionFor(server(10003), at("forgot"))).toMatchObject({
      kind: "clear-field",
      field: "authCode",
      then: { titleKey: "errors:resetFailed" },
    });
  });

  it("a wrong code on unlock clears the code and shows unlock failed", () => {
    expect(reactionFor(server(10013), at("unlock"))).toMatchObject({
      kind: "clear-field",
      field: "authCode",
      then: { titleKey: "errors:unlockFailed" },
    });
  });

  it.each([
    [110002, "errors:alreadyStreamer"],
    [110003, "errors:alreadyBlogger"],
  ])("%i tells the applicant they already hold the role", (code, titleKey) => {
    expect(reactionFor(server(code), at("creator"))).toEqual({
      kind: "dialog",
      tone: "success",
      titleKey,
      showConfirm: true,
    });
  });

  it("any other creator failure says the submission failed", () => {
    expect(reactionFor(server(4242), at("creator"))).toMatchObject({
      kind: "toast",
      key: "errors:submitFailed",
    });
  });

  it("a generic failure shows the server message as a toast", () => {
    expect(reactionFor(server(4242, "nope"), at("generic"))).toMatchObject({
      kind: "toast",
      tone: "error",
      serverMessage: "nope",
    });
  });
});

describe("third-party login and the one-time hand-off", () => {
  it("an unexpected server answer on third-party login lands on the auth-error screen", () => {
    expect(reactionFor(server(10012), at("third-party-login"))).toEqual({
      kind: "auth-error-screen",
      titleKey: "errors:authErrorTitle",
      descKey: "errors:authFailed",
    });
    expect(reactionFor({ kind: "malformed" }, at("third-party-login"))).toMatchObject({
      kind: "auth-error-screen",
    });
  });

  it("a mistyped password on third-party login still clears the field", () => {
    expect(reactionFor(server(10002), at("third-party-login"))).toMatchObject({
      kind: "clear-field",
      field: "password",
    });
  });

  it.each(["external-auth", "one-time-token"] as const)(
    "every non-session failure in %s is an auth-failed dialog without confirm",
    (flow) => {
      for (const failure of [
        server(10012),
        server(10020),
        { kind: "network" } as const,
        { kind: "timeout" } as const,
        { kind: "malformed" } as const,
        { kind: "http", status: 500 } as const,
      ]) {
        expect(reactionFor(failure, at(flow))).toMatchObject({
          kind: "dialog",
          titleKey: "errors:authFailed",
          showConfirm: false,
        });
      }
    },
  );

  it("the broken-link dialog has no confirm button", () => {
    expect(AUTH_LINK_BROKEN).toEqual({
      kind: "dialog",
      tone: "error",
      titleKey: "errors:authLinkBroken",
      showConfirm: false,
    });
  });
});

describe("transport failures", () => {
  it.each(FLOWS)(
    "a call the page's CSP refused is a dialog naming the origin and the regenerate command (%s, ADR-0500)",
    (flow) => {
      const reaction = reactionFor({ kind: "network", blockedOrigin: "https://api.other.example" }, at(flow));
      expect(reaction).toEqual({
        kind: "dialog",
        tone: "error",
        titleKey: "errors:connectionBlocked",
        bodyKey: "errors:connectionBlockedBody",
        serverMessage: "https://api.other.example",
        showConfirm: true,
      });
    },
  );

  it.each(FLOWS.filter((flow) => flow !== "external-auth" && flow !== "one-time-token"))(
    "a network error is the 5 s network-anomaly toast (%s)",
    (flow) => {
      expect(reactionFor({ kind: "network" }, at(flow))).toEqual({
        kind: "toast",
        tone: "error",
        key: "errors:network",
        durationMs: 5000,
      });
      expect(reactionFor({ kind: "timeout" }, at(flow))).toEqual({
        kind: "toast",
        tone: "error",
        key: "errors:timeout",
        durationMs: 5000,
      });
    },
  );

  it("a malformed answer asks to refresh and a 5xx to reopen or contact support", () => {
    expect(reactionFor({ kind: "malformed" }, at("login"))).toMatchObject({
      kind: "toast",
      key: "errors:errorTryAgain",
    });
    expect(reactionFor({ kind: "http", status: 503 }, at("login"))).toMatchObject({
      kind: "toast",
      key: "errors:somethingWrong",
    });
  });

  it("a broken password reset (5xx or unreadable answer) shows the 'Reset Error' dialog (ERR-MESSAGES-1)", () => {
    for (const failure of [{ kind: "http", status: 500 }, { kind: "malformed" }] as const) {
      expect(reactionFor(failure, at("forgot"))).toMatchObject({
        kind: "dialog",
        titleKey: "errors:resetError",
      });
    }
    expect(reactionFor({ kind: "server", code: 10003, message: "" }, at("forgot"))).not.toMatchObject({
      titleKey: "errors:resetError",
    });
  });
});

describe("disabled channels", () => {
  it("explains that phone registration is closed", () => {
    expect(channelDisabledReaction("phone", "register")).toEqual({
      kind: "channel-disabled",
      channel: "phone",
      dialog: {
        kind: "dialog",
        tone: "warning",
        titleKey: "errors:channelUnavailable",
        bodyKey: "errors:phoneRegistrationClosed",
        showConfirm: true,
      },
    });
  });

  it("says password recovery is not supported through a closed channel", () => {
    expect(channelDisabledReaction("email", "reset").dialog.bodyKey).toBe(
      "errors:passwordRecoveryUnavailable",
    );
  });
});

describe("the catalogue as a whole", () => {
  const knownKeys = new Set<string>([...ERROR_MESSAGE_KEYS, ...VALIDATION_MESSAGE_KEYS]);
  const failures = fc.oneof(
    fc.record({
      kind: fc.constant("server" as const),
      code: fc.oneof(fc.constantFrom(...Object.values(RESPONSE_CODE)), fc.integer()),
      message: fc.string(),
    }),
    fc.record({ kind: fc.constant("http" as const), status: fc.integer({ min: 100, max: 599 }) }),
    fc.constantFrom<ApiFailure>({ kind: "network" }, { kind: "timeout" }, { kind: "malformed" }),
  );
  const contexts = fc.record(
    {
      flow: fc.constantFrom(...FLOWS),
      loginField: fc.constantFrom("password" as const, "authCode" as const),
      identifierField: fc.constantFrom("phone" as const, "email" as const),
    },
    { requiredKeys: ["flow"] },
  );

  it("answers every failure in every context with known message keys and 5 s toasts", () => {
    fc.assert(
      fc.property(failures, contexts, (failure, context) => {
        const reaction = reactionFor(failure, context);
        for (const key of keysIn(reaction)) expect(knownKeys.has(key), key).toBe(true);
        const toasts = [reaction, reaction.kind === "clear-field" ? reaction.then : reaction].filter(
          (r) => r.kind === "toast",
        );
        for (const t of toasts) expect(t).toMatchObject({ durationMs: TOAST_DURATION_MS });
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("passes server text through trimmed and capped, never empty", () => {
    for (const message of naughtyStrings()) {
      const reaction = reactionFor(server(4242, message), at("generic"));
      if (reaction.kind !== "toast") throw new Error("generic failures are toasts");
      if (reaction.serverMessage !== undefined) {
        expect(reaction.serverMessage.trim()).not.toBe("");
        expect([...reaction.serverMessage].length).toBeLessThanOrEqual(301);
      }
    }
    expect(reactionFor(server(4242, "   "), at("generic"))).not.toHaveProperty("serverMessage");
  });
});
