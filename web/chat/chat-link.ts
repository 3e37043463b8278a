import { effect, signal, untracked, type ReadonlySignal } from "@preact/signals-react";
import type { ChatSessionState } from "../../core/socket/chat-session";

/** "off": no session (logged out, or the session is still being built). */
export type ChatStatus = "off" | ChatSessionState;

/** The part of ChatSession the link drives (structural, so tests pass small fakes). */
export interface ChatSessionHandle {
  readonly state: ReadonlySignal<ChatSessionState>;
  start(): void;
  closeManually(): void;
}

/** Builds (not starts) a session for a token; async because the cipher chunk loads lazily. */
export type OpenChatSession = (token: string) => Promise<ChatSessionHandle>;

/**
 * Subscribes to "the device may be able to connect again" (back online, tab shown again);
 * returns an unsubscribe function.
 */
export type WatchResume = (resume: () => void) => () => void;

/** The browser's signals for a second chance: the network came back, or the tab is shown again. */
export const browserResume: WatchResume = (resume) => {
  const onVisible = () => {
    if (document.visibilityState === "visible") resume();
  };
  addEventListener("online", resume);
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    removeEventListener("online", resume);
    document.removeEventListener("visibilitychange", onVisible);
  };
};

export interface ChatLink {
  /** What the UI may show; follows the live session's state. */
  readonly status: ReadonlySignal<ChatStatus>;
  /** Stops following the token and closes the session (manual close: no retries). */
  dispose(): void;
}

/**
 * One chat session per login (FLOW-SESSION-1, FLOW-SESSION-5): started while a token exists, closed manually when the
 * token goes (every logout path ends in AuthState.clear(), including the 401 reaction that skips
 * the logout use-case, so the token signal is the one place to watch), and restarted when the
 * token changes. A session still being built when its token is gone is closed on arrival.
 * A session that used up its retries (LIMIT-SOCKET-1: 10, 5 s apart) gets a fresh start when `watchResume`
 * says the device may connect again, instead of staying offline until a reload.
 */
export function linkChatToToken(
  token: ReadonlySignal<string | null>,
  open: OpenChatSession,
  watchResume?: WatchResume,
): ChatLink {
  const status = signal<ChatStatus>("off");
  let activeToken: string | null = null;
  let session: ChatSessionHandle | null = null;
  let stopMirror: (() => void) | null = null;
  /** Bumped on every switch so a session that finishes building late knows it is stale. */
  let generation = 0;

  const stop = (): void => {
    generation += 1;
    stopMirror?.();
    stopMirror = null;
    session?.closeManually();
    session = null;
    status.value = "off";
  };

  const begin = (value: string): void => {
    const mine = generation;
    open(value).then(
      (built) => {
        if (mine !== generation) {
          built.closeManually();
          return;
        }
        session = built;
        stopMirror = effect(() => {
          status.value = built.state.value;
        });
        built.start();
      },
      () => {
        // The cipher chunk failed to load (offline, new deploy): nothing to retry with.
        if (mine === generation) status.value = "failed";
      },
    );
  };

  const follow = (value: string | null): void => {
    if (value === activeToken) return;
    activeToken = value;
    stop();
    if (value !== null) begin(value);
  };

  const stopWatching = watchResume?.(() => {
    if (session?.state.peek() === "failed") session.start();
  });

  const stopFollowing = effect(() => {
    const value = token.value;
    // The session's own signals must not become dependencies of this effect.
    untracked(() => follow(value));
  });

  return {
    status,
    dispose: () => {
      stopFollowing();
      stopWatching?.();
      activeToken = null;
      stop();
    },
  };
}
