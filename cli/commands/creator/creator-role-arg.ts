/** `--role blogger|streamer` for `lumen creator apply|status`, decoded with the core's role schema. */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { CreatorRole } from "../../../core/sso/sso.schema";
import { err, ok, type Result } from "../../../core/result/result";
import type { UsageProblem } from "../../args/global-options";
import { decodeArg } from "../../args/decode-arg";

export const CREATOR_ROLES: readonly CreatorRole[] = ["blogger", "streamer"];

/** undefined when the flag is absent; a usage problem when it is not one of the two roles. */
export function decodeRole(raw: unknown): Result<CreatorRole | undefined, UsageProblem> {
  if (raw === undefined) return ok(undefined);
  const role = decodeArg(Schema.UndefinedOr(CreatorRole), raw);
  return Option.isSome(role)
    ? ok(role.value)
    : err({ key: "usage.creatorRole", params: { value: String(raw), roles: CREATOR_ROLES.join(", ") } });
}

/** "Blogger: under review", in the chosen language. */
export function statusLine(
  ctx: { readonly t: (key: string, params?: Readonly<Record<string, string | number>>) => string },
  status: { readonly role: CreatorRole; readonly status: string },
): string {
  return ctx.t("result.creatorStatus", {
    role: ctx.t(`result.creatorRoles.${status.role}`),
    status: ctx.t(`result.creatorStates.${status.status}`),
  });
}
