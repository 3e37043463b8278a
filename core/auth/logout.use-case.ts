import { ok, type Result } from "../result/result";
import type { AuthState } from "./auth-state";

/** Logs out (FLOW-SESSION-5: logout removes the token). */
export class LogoutUseCase {
  constructor(private readonly auth: AuthState) {}

  async execute(): Promise<Result<{ readonly kind: "logged-out" }, never>> {
    this.auth.clear();
    return ok({ kind: "logged-out" });
  }
}
