import type { AuthState } from "../../core/auth/auth-state";
import type { LogoutUseCase } from "../../core/auth/logout.use-case";
import type { AndroidVersionUseCase } from "../../core/content/android-version.use-case";
import type { AnnouncementsUseCase } from "../../core/content/announcements.use-case";
import type { HostEntranceUseCase } from "../../core/host/host-entrance.use-case";
import type { Clock } from "../../core/ports/clock.port";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import type { ChatLink } from "../chat/chat-link";

/** The use-cases the shell and the landing page call (structural, so tests pass small fakes). */
export interface ShellUseCases {
  readonly logout: Pick<LogoutUseCase, "execute">;
  readonly announcements: Pick<AnnouncementsUseCase, "execute">;
  readonly androidVersion: Pick<AndroidVersionUseCase, "execute">;
  readonly hostEntrance: Pick<HostEntranceUseCase, "execute">;
}

/**
 * Everything screens may use, built once by the composition root (web/composition-root.ts).
 * Screens never import adapters: they take these from `useServices()` / `useRequiredServices()`.
 * `get(token)` resolves any other container binding by its token
 * (adapters/modules/use-case-tokens.ts), so a screen's use-case needs no change here.
 */
export interface AppServices {
  readonly auth: AuthState;
  /** The chat socket of the logged-in user; optional so test fakes need not build one. */
  readonly chat?: ChatLink;
  readonly store: KeyValueStore;
  readonly clock: Clock;
  readonly useCases: ShellUseCases;
  get<T>(token: symbol): T;
}
