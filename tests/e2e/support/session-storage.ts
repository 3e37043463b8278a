// What the web app keeps in localStorage after a login, computed by the app's own code (core
// AuthState) so a seeded browser is logged in exactly as if the user had signed in.
import { AuthState } from "../../../core/auth/auth-state";
import type { KeyValueStore } from "../../../core/ports/key-value-store.port";
import type { Session } from "./accounts";

export function storageForSession(session: Pick<Session, "loginData">): Record<string, string> {
  const entries: Record<string, string> = {};
  const store: KeyValueStore = {
    get: (k) => entries[k] ?? null,
    set: (k, v) => void (entries[k] = v),
    remove: (k) => void delete entries[k],
  };
  new AuthState(store).setSession(session.loginData);
  return entries;
}
