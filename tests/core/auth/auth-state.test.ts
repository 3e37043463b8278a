import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { AuthState } from "../../../core/auth/auth-state";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import { MemoryKeyValueStore } from "../../support/memory-key-value-store";
import { FUZZ_RUNS } from "../../support/fuzz-runs";

const loginData = {
  tokenHead: "Bearer ",
  token: "abc",
  memberId: 42,
  b2bToken: "b2b",
  userInfo: { id: 7, nickname: "Nick", username: "nick_01" },
};

describe("AuthState", () => {
  it("is logged out when nothing is stored", () => {
    const state = new AuthState(new MemoryKeyValueStore());
    state.restore();
    expect(state.isLoggedIn.value).toBe(false);
    expect(state.user.value).toBeNull();
  });

  it("stores token head plus token and the user info on a successful login", () => {
    const store = new MemoryKeyValueStore();
    const state = new AuthState(store);
    expect(state.setSession(loginData)).toBe(true);
    expect(state.token.value).toBe("Bearer abc");
    expect(store.get(STORAGE_KEYS.token)).toBe("Bearer abc");
    expect(state.isLoggedIn.value).toBe(true);
    expect(state.memberId.value).toBe("42");
    expect(state.b2bToken.value).toBe("b2b");
    expect(state.displayName("User")).toBe("Nick");
  });

  it("keeps comment_state and created_by and defaults a missing id to -1 (DATA-USER-1), also after a restore", () => {
    const store = new MemoryKeyValueStore();
    const state = new AuthState(store);
    state.setSession({ ...loginData, userInfo: { nickname: "Nick", comment_state: 1, created_by: "admin" } });
    expect(state.user.value).toMatchObject({ id: -1, comment_state: 1, created_by: "admin" });
    const again = new AuthState(store);
    again.restore();
    expect(again.user.value).toMatchObject({ id: -1, comment_state: 1, created_by: "admin" });
    state.setSession(loginData);
    expect(state.user.value?.id).toBe(7);
  });

  it("restores the same session in a new instance over the same store", () => {
    const store = new MemoryKeyValueStore();
    new AuthState(store).setSession(loginData);
    const again = new AuthState(store);
    again.restore();
    expect(again.token.value).toBe("Bearer abc");
    expect(again.user.value?.nickname).toBe("Nick");
    expect(again.memberId.value).toBe("42");
    expect(again.b2bToken.value).toBe("b2b");
  });

  it("clears a previously stored token when a login response carries no token", () => {
    const store = new MemoryKeyValueStore();
    const state = new AuthState(store);
    state.setSession(loginData);
    expect(state.setSession({ registerToken: "reg" })).toBe(false);
    expect(state.isLoggedIn.value).toBe(false);
    expect(store.get(STORAGE_KEYS.token)).toBeNull();
  });

  it("removes token and user info on clear", () => {
    const store = new MemoryKeyValueStore();
    const state = new AuthState(store);
    state.setSession(loginData);
    state.clear();
    expect(store.entries()).toEqual({});
    expect(state.isLoggedIn.value).toBe(false);
    expect(state.user.value).toBeNull();
  });

  it("stores the token and user id handed over by the qy route", () => {
    const store = new MemoryKeyValueStore();
    const state = new AuthState(store);
    state.setQySession("Bearer qy", "99");
    expect(store.get(STORAGE_KEYS.userId)).toBe("99");
    const again = new AuthState(store);
    again.restore();
    expect(again.token.value).toBe("Bearer qy");
    expect(again.user.value?.id).toBe("99");
  });

  it("treats a corrupted user-info record as absent but keeps a valid token", () => {
    const store = new MemoryKeyValueStore({
      [STORAGE_KEYS.token]: "Bearer t",
      [STORAGE_KEYS.userInfo]: "{not json",
    });
    const state = new AuthState(store);
    state.restore();
    expect(state.token.value).toBe("Bearer t");
    expect(state.user.value).toBeNull();
  });

  it("treats an empty stored token as logged out", () => {
    const state = new AuthState(new MemoryKeyValueStore({ [STORAGE_KEYS.token]: "" }));
    state.restore();
    expect(state.isLoggedIn.value).toBe(false);
  });

  it("never throws and never yields a non-record user whatever garbage is stored", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (token, info) => {
        const state = new AuthState(
          new MemoryKeyValueStore({ [STORAGE_KEYS.token]: token, [STORAGE_KEYS.userInfo]: info }),
        );
        state.restore();
        expect(state.isLoggedIn.value).toBe(token.length > 0);
        const user = state.user.value;
        expect(user === null || typeof user === "object").toBe(true);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});

describe("AuthState.displayName", () => {
  it("falls back from nickname to username to the given word", () => {
    const state = new AuthState(new MemoryKeyValueStore());
    expect(state.displayName("User")).toBe("User");
    state.setSession({ token: "t", userInfo: { username: "acc_01", nickname: " " } });
    expect(state.displayName("User")).toBe("acc_01");
  });

  it("refuses a token an HTTP header could not carry", () => {
    const state = new AuthState(new MemoryKeyValueStore());
    expect(state.setSession({ tokenHead: "Bearer ", token: "bad\nvalue" })).toBe(false);
    expect(state.isLoggedIn.value).toBe(false);
  });
});
