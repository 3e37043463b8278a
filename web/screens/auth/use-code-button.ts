import { useSignals } from "@preact/signals-react/runtime";
import { startTransition, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SendCodeInput } from "../../../core/auth/send-code.use-case";
import { CodeCountdown, type CountdownState } from "../../../core/countdown/code-countdown";
import { SUCCESS_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import type { ValidationError } from "../../../core/validation/validation-error";
import { useToasts } from "../../components/feedback/feedback-context";
import { useReactions } from "../../services/reaction-context";
import { useAuthEnvironment } from "./auth-context";

export interface CodeButton {
  readonly state: CountdownState;
  /** Sends a code; `onInvalid` gets the rule errors when the identifier is refused before sending. */
  readonly send: (
    input: SendCodeInput,
    onInvalid: (errors: readonly ValidationError[]) => void,
  ) => Promise<void>;
}

const IDLE: CountdownState = { phase: "idle", sentBefore: false };

/**
 * The verification-code button (FLOW-CODE-1): the core's CodeCountdown decides get → getting →
 * resend with seconds left; this hook only wires it to the send-code use-case, the toast and the
 * error catalogue. The countdown starts only once the server confirmed the send.
 */
export function useCodeButton(): CodeButton {
  useSignals();
  const { services, useCases } = useAuthEnvironment();
  const { t } = useTranslation(["auth", "errors"]);
  const toasts = useToasts();
  const reactions = useReactions();
  // Made inside an effect so a StrictMode double mount never keeps a disposed countdown. The
  // countdown owns a timer (an outside resource with a lifetime), the case the hooks lint's
  // set-state-in-effect rule leaves to judgement: a lazy useState would hand a remount the
  // instance its cleanup already disposed.
  // The state is what renders (its signal); `send` takes the instance from the ref, which is set in
  // the effect itself, so a tap before the render below has committed still counts. That render is a
  // transition: a default update re-rendered the whole form in one task React cannot slice (a 50+ ms
  // task at 4× CPU while #/login loads; ADR-0179).
  const [countdown, setCountdown] = useState<CodeCountdown | null>(null);
  const live = useRef<CodeCountdown | null>(null);
  useEffect(() => {
    const created = new CodeCountdown(services.clock);
    live.current = created;
    startTransition(() => setCountdown(created));
    return () => {
      if (live.current === created) live.current = null;
      created.dispose();
    };
  }, [services.clock]);

  const send: CodeButton["send"] = async (input, onInvalid) => {
    const countdown = live.current;
    if (!countdown?.beginSend()) return;
    const result = await useCases.sendCode.execute(input).catch(() => null);
    if (result?.ok) {
      countdown.sendSucceeded(result.value.expireSeconds);
      toasts.success(
        t(input.channel === "email" ? SUCCESS_MESSAGE_KEYS.codeSentEmail : SUCCESS_MESSAGE_KEYS.codeSentSms),
      );
      return;
    }
    // Any failure leaves the button usable at once.
    countdown.sendFailed();
    if (result === null) {
      toasts.error(t("errors:codeSendFailed"));
      return;
    }
    const failure = result.error;
    if (failure.kind === "validation") onInvalid(failure.errors);
    else await reactions.execute(failure.reaction);
  };

  return { state: countdown?.state.value ?? IDLE, send };
}
