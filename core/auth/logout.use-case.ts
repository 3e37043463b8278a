import { ok, type Result } from "../result/result";
import type { AuthState } from "./auth-state";

/** Something to tear down with the session, e.g. the web closes its chat socket. */
export type LogoutHook = () => void;

/**
 * Logs out (FLOW-SESSION-5: logout removes the token). Hooks run first, and a throwing hook cannot keep
 * the user logged in: the state is cleared regardless.
 */
export class LogoutUseCase {
  constructor(
    private readonly auth: AuthState,
    private readonly onLogout: readonly LogoutHook[] = [],
  ) {}

  async execute(): Promise<Result<{ readonly kind: "logged-out" }, never>> {
    for (const hook of this.onLogout) {
      try {
        hook();
      } catch {
        // A failing tear-down must not block logging out.
      }
    }
    this.auth.clear();
    return ok({ kind: "logged-out" });
  }
}
