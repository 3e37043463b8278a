/**
 * Turns core failures (use-case failures and raw API failures) into CLI failures with one clear,
 * translated line each. Server failures keep the envelope code and the server's own message,
 * because that is what a backend developer greps the logs for.
 */
import type { UseCaseFailure } from "../../core/auth/use-case-failure";
import type { ChannelDisabledReaction, Reaction } from "../../core/errors/reaction";
import type { ApiFailure } from "../../core/sso/api-result";
import type { ValidationError } from "../../core/validation/validation-error";
import type { Translate } from "../i18n/translator";
import type { CliFailure } from "./cli-failure";
import { reactionText } from "./reaction-text";

export interface FailureContext {
  readonly t: Translate;
  readonly baseUrl: string;
  readonly timeoutMs: number;
}

export function describeValidation(errors: readonly ValidationError[], t: Translate): CliFailure {
  const described = errors.map((e) => ({ field: e.field, key: e.key, message: t(e.key, e.params) }));
  const first = described[0] ?? {
    field: "input",
    key: "usage.generic",
    message: t("usage.generic", { detail: "?" }),
  };
  return {
    kind: "validation",
    field: first.field,
    key: first.key,
    message: described.map((d) => d.message).join(" "),
    errors: described,
  };
}

export function describeApiFailure(
  failure: ApiFailure,
  reaction: Reaction | null,
  ctx: FailureContext,
): CliFailure {
  const { t } = ctx;
  switch (failure.kind) {
    case "server": {
      const label = reaction === null ? t("labels.error") : reactionText(reaction, t);
      const said = failure.message.trim();
      // The printer already starts the line with "Error:"; a catalogue text that already says what
      // the server said (or the reverse) is printed once, not "Wrong password: Wrong password".
      const message =
        said === "" || sameText(label, said) || reaction === null
          ? t("failure.serverNoMessage", {
              reaction: said === "" || sameText(label, said) ? label : said,
              code: failure.code,
            })
          : t(endsSentence(label) ? "failure.serverSentences" : "failure.server", {
              reaction: label,
              message: said,
              code: failure.code,
            });
      return {
        kind: "server",
        code: failure.code,
        message,
        ...(reaction === null ? {} : { reaction: reaction.kind }),
        ...(failure.attemptsLeft === undefined ? {} : { attemptsLeft: failure.attemptsLeft }),
        ...(failure.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: failure.retryAfterSeconds }),
      };
    }
    case "http":
      return { kind: "http", status: failure.status, message: t("failure.http", { status: failure.status }) };
    case "malformed":
      return {
        kind: "malformed",
        message: t(failure.part === "data" ? "failure.malformedData" : "failure.malformed"),
      };
    case "network":
      return failure.cause === undefined
        ? { kind: "network", message: t("failure.network", { baseUrl: ctx.baseUrl }) }
        : {
            kind: "network",
            cause: failure.cause,
            message: t("failure.unreachable", {
              baseUrl: ctx.baseUrl,
              cause: t(`failure.unreachableCause.${failure.cause}`),
            }),
          };
    case "timeout":
      return {
        kind: "timeout",
        timeoutMs: ctx.timeoutMs,
        message: t("failure.timeout", { timeoutMs: ctx.timeoutMs, baseUrl: ctx.baseUrl }),
      };
  }
}

export type AnyUseCaseFailure =
  UseCaseFailure | { readonly kind: "channel-disabled"; readonly reaction: ChannelDisabledReaction };

export function describeUseCaseFailure(failure: AnyUseCaseFailure, ctx: FailureContext): CliFailure {
  switch (failure.kind) {
    case "validation":
      return describeValidation(failure.errors, ctx.t);
    case "api":
      return describeApiFailure(failure.failure, failure.reaction, ctx);
    case "channel-disabled":
      return {
        kind: "channelDisabled",
        channel: failure.reaction.channel,
        message: reactionText(failure.reaction, ctx.t),
      };
  }
}

/** Equal, or one contains the other, ignoring case, spaces and end punctuation. */
function sameText(a: string, b: string): boolean {
  const norm = (x: string) => x.toLowerCase().replace(/[\s。．.!！?？:：]+/gu, "");
  const [x, y] = [norm(a), norm(b)];
  return x !== "" && y !== "" && (x.includes(y) || y.includes(x));
}

/** A text that ends a sentence reads badly followed by ":" ("…for help.: Too many…"). */
function endsSentence(text: string): boolean {
  return /[.!?。！？]$/u.test(text.trim());
}
