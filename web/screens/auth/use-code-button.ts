import { signal } from "@preact/signals-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SendCodeInput } from "../../../core/auth/send-code.use-case";
import type { CodeCountdown, CountdownState } from "../../../core/countdown/code-countdown";
import { SUCCESS_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import type { ValidationError } from "../../../core/validation/validation-error";
import { useToasts } from "../../components/feedback/feedback-context";
import { useReactions } from "../../services/reaction-context";
import type { ReactionHooks } from "../../services/reaction-executor";
import { useSignalValue } from "../../shell/screen-doors";
import { useAuthEnvironment } from "./auth-context";

export interface CodeButton {
  readonly state: CountdownState;
  /** Sends a code; `onInvalid` gets the rule errors when the identifier is refused before sending. */
  readonly send: (
    input: SendCodeInput,
    onInvalid: (errors: readonly ValidationError[]) => void,
    hooks?: ReactionHooks,
  ) => Promise<void>;
}

/** Read until the countdown exists (it is made in an effect). */
const IDLE = signal<CountdownState>({ phase: "idle", sentBefore: false });

/**
 * The verification-code button (FLOW-CODE-1): the core's CodeCountdown decides get → getting →
 * resend with seconds left; this hook only wires it to the send-code use-case, the toast and the
 * error catalogue. The countdown starts only once the server confirmed the send.
 */
export function useCodeButton(): CodeButton {
  const { services, ready } = useAuthEnvironment();
  const { t } = useTranslation(["auth", "errors"]);
  const toasts = useToasts();
  const reactions = useReactions();
  // Made inside an effect so a StrictMode double mount never keeps a disposed countdown (it owns a
  // timer; a lazy useState would hand a remount the instance its cleanup already disposed).
  // The state is what renders (its signal); `send` takes the instance from the ref, which is set in
  // the effect itself, so a tap before the render below has committed still counts.
  // A signal the effect hands the countdown to (its write is a call, not a change of React state).
  const [made] = useState(() => {
    const current = signal<CodeCountdown | null>(null);
    /** The countdown once the effect has made one. */
    const next = () =>
      new Promise<CodeCountdown>((resolve) => {
        const stop = current.subscribe((countdown) => {
          if (!countdown) return;
          queueMicrotask(() => stop());
          resolve(countdown);
        });
      });
    return { current, next, set: (countdown: CodeCountdown) => void (current.value = countdown) };
  });
  const countdown = useSignalValue(made.current);
  const live = useRef<CodeCountdown | null>(null);
  const codeCountdown = services?.codeCountdown;
  useEffect(() => {
    if (!codeCountdown) return;
    const created = codeCountdown();
    live.current = created;
    made.set(created);
    return () => {
      if (live.current === created) live.current = null;
      created.dispose();
    };
  }, [codeCountdown, made]);
  const state = useSignalValue(countdown?.state ?? IDLE);

  const send: CodeButton["send"] = async (input, onInvalid, hooks) => {
    // Pressed before the services were in (the log-in renders without them, ADR-0532): the press
    // waits for the countdown the effect makes once they are.
    const sender: CodeCountdown = live.current ?? (await ready().then(() => made.next()));
    if (!sender.beginSend()) return;
    toasts.newAttempt();
    const { useCases } = await ready();
    const result = await useCases.sendCode.execute(input).catch(() => null);
    if (result?.ok) {
      sender.sendSucceeded(result.value.expireSeconds);
      toasts.success(
        t(input.channel === "email" ? SUCCESS_MESSAGE_KEYS.codeSentEmail : SUCCESS_MESSAGE_KEYS.codeSentSms),
      );
      return;
    }
    // Any failure leaves the button usable at once.
    sender.sendFailed();
    if (result === null) {
      toasts.error(t("errors:codeSendFailed"));
      return;
    }
    const failure = result.error;
    if (failure.kind === "validation") onInvalid(failure.errors);
    else await reactions.execute(failure.reaction, hooks);
  };

  return { state, send };
}
