/** `lumen unlock --email E | --phone N [--country C] --code C`: unlock after too many wrong passwords. */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { decodeArg, OptionalText } from "../args/decode-arg";
import { decodeIdentity, identityText } from "../args/identity-args";
import { success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { identityProblem, usage, useCaseFailed } from "./shared/outcomes";
import { obtainCode } from "./shared/obtain-code";

const Raw = Schema.Struct({ code: OptionalText });

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const decoded = decodeArg(Raw, { code: options["code"] });
  if (Option.isNone(decoded)) return usage(ctx, { key: "usage.oneIdentity" });
  const identity = decodeIdentity(options);
  if (!identity.ok) return identityProblem(ctx, identity.error);
  const code = await obtainCode(ctx, decoded.value.code, identity.value, "unlock");
  if (!code.ok) return code.outcome;
  const { unlock } = (await ctx.services()).useCases;
  const result = await unlock.execute({ ...identity.value, authCode: code.value });
  if (!result.ok) return useCaseFailed(ctx, result.error);
  return success({ unlocked: true, identifier: identityText(identity.value) }, [ctx.t("result.unlocked")]);
}
