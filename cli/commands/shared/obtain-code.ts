/**
 * The verification code for signup, forgot and unlock: `--code`, else LUMEN_CODE, else (on a
 * terminal) send one with the given purpose and ask for it. In a script with none of these, the
 * empty code goes to the use-case, whose rule answers "enter the verification code" (exit 3).
 * With --code-from (flag or profile) the command sends the code itself and reads it from there.
 */
import type { IdentifierInput } from "../../../core/auth/identifier";
import type { CodePurpose } from "../../../core/sso/sso-api.port";
import { identityText } from "../../args/identity-args";
import type { Outcome } from "../../output/outcome";
import type { CommandContext } from "../../runtime/command-context";
import { usage, useCaseFailed } from "./outcomes";
import { codeReaders, codeSourceOf, commandFailedText, DEFAULT_CODE_WAIT_MS } from "../../codes/code-readers";
import { isCommandFailed, waitForCode, type CodeSource } from "../../codes/code-source";
import { failure } from "../../output/outcome";
import * as secrets from "./secrets";

export async function obtainCode(
  ctx: CommandContext,
  flag: string | undefined,
  identity: IdentifierInput,
  purpose: CodePurpose,
): Promise<{ ok: true; value: string } | { ok: false; outcome: Outcome }> {
  if (flag !== undefined) return { ok: true, value: flag };
  const fromEnv = ctx.env[secrets.CODE_ENV];
  if (fromEnv !== undefined && fromEnv !== "") return { ok: true, value: fromEnv };
  const source = codeSourceOf(ctx, false);
  if (source === "invalid") return { ok: false, outcome: usage(ctx, { key: "usage.codeFrom" }) };
  if (source !== null) return sendAndRead(ctx, source, identity, purpose);
  if (!ctx.prompter.interactive) return { ok: true, value: "" };
  const { sendCode } = (await ctx.services()).useCases;
  const sent = await sendCode.execute({ ...identity, purpose });
  if (!sent.ok) return { ok: false, outcome: useCaseFailed(ctx, sent.error) };
  ctx.printer.info(ctx.t("prompt.codeSentTo", { target: identityText(identity) }));
  return { ok: true, value: (await secrets.code(ctx, undefined)) ?? "" };
}

/** Sends a code and waits for it to show up at the --code-from source (at most 30 s). */
async function sendAndRead(
  ctx: CommandContext,
  source: CodeSource,
  identity: IdentifierInput,
  purpose: CodePurpose,
): Promise<{ ok: true; value: string } | { ok: false; outcome: Outcome }> {
  const services = await ctx.services();
  // A second of slack: the server stamps the code with its own clock.
  const since = services.now() - 1000;
  const sent = await services.useCases.sendCode.execute({ ...identity, purpose });
  if (!sent.ok) return { ok: false, outcome: useCaseFailed(ctx, sent.error) };
  const to = identity.channel === "email" ? identity.email : identity.phone;
  const found = await waitForCode(source, { to, purpose, since }, codeReaders(ctx), {
    now: services.now,
    wait: services.wait,
    waitMs: DEFAULT_CODE_WAIT_MS,
  });
  if (isCommandFailed(found))
    return { ok: false, outcome: failure({ kind: "noCode", message: commandFailedText(ctx, found) }) };
  if (found === null)
    return {
      ok: false,
      outcome: failure({
        kind: "noCode",
        message: ctx.t("failure.noCodeAfterWait", { to, count: DEFAULT_CODE_WAIT_MS / 1000 }),
      }),
    };
  return { ok: true, value: found.code };
}
