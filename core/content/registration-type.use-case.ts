import { apiCallFailure, type ApiCallFailure } from "../auth/use-case-failure";
import type { KeyValueStore } from "../ports/key-value-store.port";
import type { SsoApi } from "../sso/sso-api.port";
import { allowedWays, rememberedWay, type SignupWay } from "../rules/registration-type";
import type { RegistrationType } from "../sso/sso.schema";
import { err, ok, type Result } from "../result/result";
import { STORAGE_KEYS } from "../storage/storage-keys";

export interface SignupWays {
  readonly type: RegistrationType;
  readonly ways: readonly SignupWay[];
  /** The way to preselect: the remembered one when still allowed, else the first allowed. */
  readonly way: SignupWay;
}

/** Which sign-up ways the server allows now, and the one the user chose last time. */
export class RegistrationTypeUseCase {
  constructor(
    private readonly api: SsoApi,
    private readonly store: KeyValueStore,
  ) {}

  async execute(): Promise<Result<SignupWays, ApiCallFailure>> {
    const response = await this.api.registrationType();
    if (!response.ok) return err(apiCallFailure(response.error, { flow: "generic" }));
    const type = response.value.data;
    // A stored value that is not an allowed way (corrupt, or switched off since) counts as absent.
    return ok({
      type,
      ways: allowedWays(type),
      way: rememberedWay(this.store.get(STORAGE_KEYS.signupWay), type),
    });
  }

  /** Called when the user switches tab, so the next visit starts there. */
  remember(way: SignupWay): void {
    this.store.set(STORAGE_KEYS.signupWay, way);
  }
}
