/**
 * `lumen creator status [--role blogger|streamer]`: where the logged-in user stands for a role
 * (none, reviewing, approved), through the use-case the web's /invite/{role} asks; both roles
 * when --role is left out.
 */
import { USER_MESSAGE_KEYS } from "../../core/errors/message-keys";
import type { CreatorApplicationStatus } from "../../core/sso/sso.schema";
import { failure, success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { CREATOR_ROLES, decodeRole, statusLine } from "./creator/creator-role-arg";
import { usage, useCaseFailed } from "./shared/outcomes";

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const role = decodeRole(options["role"]);
  if (!role.ok) return usage(ctx, role.error);
  const roles = role.value === undefined ? CREATOR_ROLES : [role.value];
  const services = await ctx.services();
  if (services.auth.token.value === null)
    return failure({ kind: "notLoggedIn", message: ctx.t(USER_MESSAGE_KEYS.loginRequiredToApply) });
  const statuses: CreatorApplicationStatus[] = [];
  for (const one of roles) {
    const result = await services.useCases.creatorApplicationStatus.execute(one);
    if (!result.ok) {
      const f = result.error;
      if (f.kind === "not-logged-in") return failure({ kind: "notLoggedIn", message: ctx.t(f.key) });
      return useCaseFailed(ctx, f);
    }
    statuses.push(result.value);
  }
  return success(
    { statuses },
    statuses.map((s) => statusLine(ctx, s)),
  );
}
