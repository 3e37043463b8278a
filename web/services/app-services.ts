import type { UseCases } from "../../core/app/use-cases";
import type { AuthState } from "../../core/auth/auth-state";
import type { Clock } from "../../core/ports/clock.port";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import type { ChatLink } from "../chat/chat-link";

/** Something wrong with the deployment's runtime-config.json: the file and the field (null: all of it). */
export interface DeploymentConfigProblem {
  readonly file: string;
  readonly field: string | null;
}

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
  /**
   * What is wrong with runtime-config.json (empty when nothing is). Loads the file if nothing has
   * yet; the screens that depend on it (host entrance, login callbacks) show a notice.
   */
  readonly deploymentProblems: () => Promise<readonly DeploymentConfigProblem[]>;
}
