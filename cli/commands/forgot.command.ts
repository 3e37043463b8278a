/** `lumen forgot --email E | --phone N [--country C] --code C [--password NEW]`: reset by code. */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { decodeArg, OptionalText } from "../args/decode-arg";
import { decodeIdentity, identityText } from "../args/identity-args";
import { success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { identityProblem, usage, useCaseFailed } from "./shared/outcomes";
import { obtainCode } from "./shared/obtain-code";
import * as secrets from "./shared/secrets";

const Raw = Schema.Struct({ code: OptionalText, password: OptionalText });

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const decoded = decodeArg(Raw, { code: options["code"], password: options["password"] });
  if (Option.isNone(decoded)) return usage(ctx, { key: "usage.oneIdentity" });
  const identity = decodeIdentity(options);
  if (!identity.ok) return identityProblem(ctx, identity.error);
  const code = await obtainCode(ctx, decoded.value.code, identity.value, "reset");
  if (!code.ok) return code.outcome;
  const password = (await secrets.password(ctx, decoded.value.password, "prompt.newPassword")) ?? "";
  const { forgot } = (await ctx.services()).useCases;
  const result = await forgot.execute({
    ...identity.value,
    authCode: code.value,
    password,
    confirmPassword: password,
  });
  if (!result.ok) return useCaseFailed(ctx, result.error);
  return success({ reset: true, identifier: identityText(identity.value) }, [ctx.t("result.reset")]);
}
