import type { UseCases } from "../../core/app/use-cases";
import type { AuthState } from "../../core/auth/auth-state";
import type { Clock } from "../../core/ports/clock.port";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import type { ChatLink } from "../chat/chat-link";

/**
 * Everything screens may use, built once by the composition root (web/composition-root.ts).
 * Screens never import adapters or the container: they take these from `useServices()` /
 * `useRequiredServices()`, and every use-case from the one typed `useCases` record.
 */
export interface AppServices {
  readonly auth: AuthState;
  /** The chat socket of the logged-in user. */
  readonly chat: ChatLink;
  readonly store: KeyValueStore;
  readonly clock: Clock;
  readonly useCases: UseCases;
  /** Login-link `source` values that may use the third-party flow (AppConfig.acceptedThirdPartySource). */
  readonly thirdPartySources: readonly string[];
}
