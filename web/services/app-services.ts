import type { UseCases } from "../../core/app/use-cases";
import type { AuthState } from "../../core/auth/auth-state";
import type { ChatLink } from "../chat/chat-link";
import type { DriverCapabilities } from "./driver-capabilities";

/** Something wrong with the deployment's runtime-config.json: the file and the field (null: all of it). */
export interface DeploymentConfigProblem {
  readonly file: string;
  readonly field: string | null;
}

/**
 * Everything screens may use, built once by the composition root (web/composition-root.ts).
 * Screens never import adapters, ports or the container: they take these from `useServices()` /
 * `useRequiredServices()`, every use-case from the one typed `useCases` record, and the device's
 * storage and clock only as the named capabilities of {@link DriverCapabilities} (ADR-0430).
 */
export interface AppServices extends DriverCapabilities {
  readonly auth: AuthState;
  /** The chat socket of the logged-in user. */
  readonly chat: ChatLink;
  readonly useCases: UseCases;
  /** Login-link `source` values that may use the third-party flow (AppConfig.acceptedThirdPartySource). */
  readonly thirdPartySources: readonly string[];
  /**
   * What is wrong with runtime-config.json (empty when nothing is). Loads the file if nothing has
   * yet; the screens that depend on it (host entrance, login callbacks) show a notice.
   */
  readonly deploymentProblems: () => Promise<readonly DeploymentConfigProblem[]>;
}
