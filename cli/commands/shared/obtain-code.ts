/**
 * The verification code for signup, forgot and unlock: `--code`, else LUMEN_CODE, else (on a
 * terminal) send one with the given purpose and ask for it. In a script with none of these, the
 * empty code goes to the use-case, whose rule answers "enter the verification code" (exit 3).
 */
import type { IdentifierInput } from "../../../core/auth/identifier";
import type { CodePurpose } from "../../../core/sso/sso-api.port";
import { identityText } from "../../args/identity-args";
import type { Outcome } from "../../output/outcome";
import type { CommandContext } from "../../runtime/command-context";
import { useCaseFailed } from "./outcomes";
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
  if (!ctx.prompter.interactive) return { ok: true, value: "" };
  const { sendCode } = (await ctx.services()).useCases;
  const sent = await sendCode.execute({ ...identity, purpose });
  if (!sent.ok) return { ok: false, outcome: useCaseFailed(ctx, sent.error) };
  ctx.printer.info(ctx.t("prompt.codeSentTo", { target: identityText(identity) }));
  return { ok: true, value: (await secrets.code(ctx, undefined)) ?? "" };
}
