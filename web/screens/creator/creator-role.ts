import type { CreatorRole } from "../../../core/sso/sso.schema";
import { pathTo } from "../../routes/href-to";

export const CREATOR_ROLES: readonly CreatorRole[] = ["blogger", "streamer"];

export const isCreatorRole = (value: string | undefined): value is CreatorRole =>
  CREATOR_ROLES.some((role) => role === value);

/** Where a logged-out applicant logs in and comes back to (DATA-QUERY-1 query: apply, redirect). */
export const loginPathFor = (role: CreatorRole): string =>
  pathTo("login", {}, { redirect: pathTo("inviteForm", { type: role }), apply: role });
