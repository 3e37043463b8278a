import type { CreatorRole } from "../../../core/sso/sso.schema";
import { isCreatorRole } from "./creator-role";

/**
 * /invite/invite-complete is reachable only from the form (ROUTE-INVITE-2). The form leaves this note in
 * sessionStorage just before navigating; the complete page reads it and, without it, sends the
 * visitor home. sessionStorage (not memory) so a reload of the complete page still works, and it
 * dies with the tab.
 */
const KEY = "lumen.invite-complete";

export interface InviteCompletion {
  readonly role: CreatorRole;
  readonly email: string;
}

type SessionLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function saveInviteCompletion(storage: SessionLike, completion: InviteCompletion): void {
  try {
    storage.setItem(KEY, JSON.stringify(completion));
  } catch {
    // Private mode may refuse storage; the complete page then falls back to /home, nothing breaks.
  }
}

export function readInviteCompletion(storage: SessionLike): InviteCompletion | null {
  try {
    const raw: unknown = JSON.parse(storage.getItem(KEY) ?? "null");
    if (typeof raw !== "object" || raw === null) return null;
    const role = "role" in raw && typeof raw.role === "string" ? raw.role : undefined;
    const email = "email" in raw && typeof raw.email === "string" ? raw.email : "";
    return isCreatorRole(role) ? { role, email } : null;
  } catch {
    return null;
  }
}

export function clearInviteCompletion(storage: SessionLike): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}
