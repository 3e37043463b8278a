/**
 * `lumen creator apply --role blogger|streamer --email E --field ID… --reason TEXT --affect URL
 * --accept-rules`: the creator application of /invite/{role}, through the same core use-case and
 * rule set as the web's form (DATA-CREATOR-1, VAL-CREATOR-1), so the same values are refused with the same messages.
 * Accepting the creator rules is a flag, not implied: the form requires the tick and so does this.
 * The email defaults to the logged-in user's, as the web pre-fills it.
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { SUCCESS_MESSAGE_KEYS, USER_MESSAGE_KEYS } from "../../core/errors/message-keys";
import { decodeArg, OptionalFlag, OptionalText, OptionalTextList } from "../args/decode-arg";
import { failure, success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { decodeRole, statusLine } from "./creator/creator-role-arg";
import { usage, useCaseFailed } from "./shared/outcomes";

const Raw = Schema.Struct({
  email: OptionalText,
  field: OptionalTextList,
  reason: OptionalText,
  affect: OptionalText,
  acceptRules: OptionalFlag,
});

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const role = decodeRole(options["role"]);
  if (!role.ok) return usage(ctx, role.error);
  if (role.value === undefined) return usage(ctx, { key: "usage.creatorRoleRequired" });
  const decoded = decodeArg(Raw, {
    email: options["email"],
    field: options["field"],
    reason: options["reason"],
    affect: options["affect"],
    acceptRules: options["acceptRules"],
  });
  if (Option.isNone(decoded))
    return usage(ctx, { key: "usage.generic", params: { detail: "creator apply" } });
  const raw = decoded.value;

  const services = await ctx.services();
  if (services.auth.token.value === null)
    return failure({ kind: "notLoggedIn", message: ctx.t(USER_MESSAGE_KEYS.loginRequiredToApply) });
  const email = raw.email ?? services.auth.user.value?.email ?? "";
  // `--field a --field b` and `--field a,b` both list several fields.
  const creativeField = (raw.field ?? [])
    .flatMap((f) => f.split(","))
    .map((f) => f.trim())
    .filter(Boolean);
  const result = await services.useCases.submitCreatorApplication.execute({
    role: role.value,
    form: {
      email,
      creativeField,
      reason: raw.reason ?? "",
      affect: raw.affect ?? "",
      rulesAccepted: raw.acceptRules === true,
    },
    locale: ctx.globals.lang,
  });
  if (!result.ok) {
    const f = result.error;
    if (f.kind === "not-logged-in") return failure({ kind: "notLoggedIn", message: ctx.t(f.key) });
    return useCaseFailed(ctx, f);
  }
  const outcome = result.value;
  if (outcome.kind === "already-approved") {
    const data = {
      role: role.value,
      outcome: "already-approved",
      status: outcome.role === role.value ? "approved" : null,
      approvedRole: outcome.role,
    };
    return success(data, [
      ctx.t("result.creatorAlready", { role: ctx.t(`result.creatorRoles.${outcome.role}`) }),
    ]);
  }
  const data = { role: outcome.status.role, outcome: "submitted", status: outcome.status.status, email };
  return success(data, [ctx.t(SUCCESS_MESSAGE_KEYS.formSubmitted), statusLine(ctx, outcome.status)]);
}
