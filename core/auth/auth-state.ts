import { computed, signal } from "@preact/signals-core";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import type { KeyValueStore } from "../ports/key-value-store.port";
import { displayName } from "../rules/display-name";
import { composeToken } from "../rules/token";
import { withDefaultUserId, type LoginData, type UserInfo } from "../sso/sso.schema";
import { STORAGE_KEYS } from "../storage/storage-keys";
import { StoredSessionJson, StoredToken, type StoredSession } from "./stored-session.schema";

const decodeToken = Schema.decodeUnknownOption(StoredToken);
const decodeSession = Schema.decodeUnknownOption(StoredSessionJson);
const encodeSession = Schema.encodeSync(StoredSessionJson);

const idText = (id: string | number | null | undefined): string | null =>
  id === null || id === undefined || id === "" ? null : String(id);

/**
 * The login state shared by web and CLI (DATA-USER-1, FLOW-SESSION-1). Signals so React
 * (through @preact/signals-react) and the CLI observe the same values; the KeyValueStore keeps
 * them across reloads. "Logged in" means exactly "a token exists" (FLOW-SESSION-1).
 */
export class AuthState {
  readonly token = signal<string | null>(null);
  readonly user = signal<UserInfo | null>(null);
  readonly memberId = signal<string | null>(null);
  readonly b2bToken = signal<string | null>(null);
  readonly isLoggedIn = computed(() => this.token.value !== null);

  constructor(private readonly store: KeyValueStore) {}

  /**
   * Nickname, else username, else `fallbackWord` (the translated default word, DATA-USER-2). Reads the
   * user signal, so calling it inside a computed, effect or signal-aware component tracks it.
   */
  displayName(fallbackWord: string): string {
    return displayName(this.user.value, fallbackWord);
  }

  /** Loads what a previous run stored; anything that fails to decode counts as absent. */
  restore(): void {
    this.token.value = Option.getOrNull(decodeToken(this.store.get(STORAGE_KEYS.token)));
    const session = Option.getOrNull(decodeSession(this.store.get(STORAGE_KEYS.userInfo)));
    this.user.value = session?.user ? withDefaultUserId(session.user) : null;
    this.memberId.value = session?.memberId ?? null;
    this.b2bToken.value = session?.b2bToken ?? null;
  }

  /**
   * Stores a login or registration response. The token is `tokenHead + token` (DATA-USER-3) and is
   * sent verbatim as Authorization. A response without a (header-safe) token clears the stored
   * token (FLOW-SESSION-2); the return value says whether the user is now logged in.
   */
  setSession(data: LoginData): boolean {
    const token = composeToken(data.tokenHead, data.token);
    if (token === null) {
      this.clear();
      return false;
    }
    const user = data.userInfo ? withDefaultUserId(data.userInfo) : null;
    const session: StoredSession = {
      user,
      memberId: idText(data.memberId) ?? idText(user?.memberId),
      b2bToken: data.b2bToken ?? null,
    };
    this.store.set(STORAGE_KEYS.token, token);
    this.store.set(STORAGE_KEYS.userInfo, encodeSession(session));
    this.store.remove(STORAGE_KEYS.userId);
    this.token.value = token;
    this.user.value = session.user;
    this.memberId.value = session.memberId;
    this.b2bToken.value = session.b2bToken;
    return true;
  }

  /** The /qy route hands over a token and user id from the query (ROUTE-QY-1). */
  setQySession(token: string, userId: string): void {
    const session: StoredSession = { user: { id: userId }, memberId: null, b2bToken: null };
    this.store.set(STORAGE_KEYS.token, token);
    this.store.set(STORAGE_KEYS.userId, userId);
    this.store.set(STORAGE_KEYS.userInfo, encodeSession(session));
    this.token.value = token;
    this.user.value = session.user;
    this.memberId.value = null;
    this.b2bToken.value = null;
  }

  /** Logs out: token, user info and everything derived from them go, in storage and in memory. */
  clear(): void {
    this.store.remove(STORAGE_KEYS.token);
    this.store.remove(STORAGE_KEYS.userInfo);
    this.store.remove(STORAGE_KEYS.userId);
    this.token.value = null;
    this.user.value = null;
    this.memberId.value = null;
    this.b2bToken.value = null;
  }
}
