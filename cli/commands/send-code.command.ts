/** `lumen send-code --email E | --phone P [--country C] --purpose register|login|reset|unlock` */
import * as Option from "effect/Option";
import { Purpose } from "../../core/contract/sso-requests.schema";
import { decodeArg } from "../args/decode-arg";
import { decodeIdentity, identityText } from "../args/identity-args";
import { success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { identityProblem, usage, useCaseFailed } from "./shared/outcomes";

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const purpose = decodeArg(Purpose, options["purpose"]);
  if (Option.isNone(purpose)) {
    return options["purpose"] === undefined
      ? usage(ctx, { key: "usage.purposeRequired" })
      : usage(ctx, {
          key: "usage.invalidChoice",
          params: { name: "--purpose", choices: Purpose.literals.join(", ") },
        });
  }
  const identity = decodeIdentity(options);
  if (!identity.ok) return identityProblem(ctx, identity.error);

  const { sendCode } = (await ctx.services()).useCases;
  const result = await sendCode.execute({ ...identity.value, purpose: purpose.value });
  if (!result.ok) return useCaseFailed(ctx, result.error);
  const { expireSeconds, validForSeconds } = result.value;
  const target = identityText(identity.value);
  const lines = [ctx.t("result.codeSent", { target, expire: expireSeconds })];
  if (validForSeconds !== null) lines.push(ctx.t("result.codeValidFor", { validFor: validForSeconds }));
  return success(
    { channel: identity.value.channel, to: target, purpose: purpose.value, expireSeconds, validForSeconds },
    lines,
  );
}
