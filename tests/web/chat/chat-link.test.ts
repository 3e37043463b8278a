import { signal } from "@preact/signals-react";
import { describe, expect, it } from "vitest";
import type { ChatSessionState } from "../../../core/socket/chat-session";
import { linkChatToToken, type ChatSessionHandle } from "../../../web/chat/chat-link";
import { chatSocketUrl } from "../../../web/chat/chat-socket-url";

/** A session that records what the link asked of it; its state is set by the test. */
class FakeSession implements ChatSessionHandle {
  readonly state = signal<ChatSessionState>("idle");
  starts = 0;
  manualCloses = 0;
  constructor(readonly token: string) {}
  start(): void {
    this.starts += 1;
    this.state.value = "connecting";
  }
  closeManually(): void {
    this.manualCloses += 1;
    this.state.value = "closed";
  }
}

/** An opener whose builds the test finishes by hand, to play a slow cipher chunk. */
function manualOpener() {
  const built: FakeSession[] = [];
  const pending: { token: string; finish: () => void; fail: () => void }[] = [];
  const open = (token: string) =>
    new Promise<ChatSessionHandle>((resolve, reject) => {
      pending.push({
        token,
        finish: () => {
          const session = new FakeSession(token);
          built.push(session);
          resolve(session);
        },
        fail: () => reject(new Error("chunk failed")),
      });
    });
  return { open, built, pending };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A resume source the test fires by hand. */
function manualResume() {
  const callbacks = new Set<() => void>();
  return {
    watch: (resume: () => void) => {
      callbacks.add(resume);
      return () => callbacks.delete(resume);
    },
    fire: () => {
      for (const callback of [...callbacks]) callback();
    },
    watchers: () => callbacks.size,
  };
}

describe("linkChatToToken", () => {
  it("stays off without a token and opens nothing", () => {
    const opener = manualOpener();
    const link = linkChatToToken(signal<string | null>(null), opener.open);
    expect(link.status.value).toBe("off");
    expect(opener.pending).toHaveLength(0);
    link.dispose();
  });

  it("starts one session for a stored token and mirrors its state", async () => {
    const opener = manualOpener();
    const link = linkChatToToken(signal<string | null>("Bearer a"), opener.open);
    expect(opener.pending.map((p) => p.token)).toEqual(["Bearer a"]);
    opener.pending[0]?.finish();
    await flush();
    const session = opener.built[0];
    expect(session?.starts).toBe(1);
    expect(link.status.value).toBe("connecting");
    if (session) session.state.value = "authenticated";
    expect(link.status.value).toBe("authenticated");
    if (session) session.state.value = "reconnecting";
    expect(link.status.value).toBe("reconnecting");
    link.dispose();
  });

  it("closes the session manually when the token goes (logout) and reports off", async () => {
    const opener = manualOpener();
    const token = signal<string | null>("Bearer a");
    const link = linkChatToToken(token, opener.open);
    opener.pending[0]?.finish();
    await flush();
    token.value = null;
    expect(opener.built[0]?.manualCloses).toBe(1);
    expect(link.status.value).toBe("off");
    // The closed session's state no longer reaches the link.
    if (opener.built[0]) opener.built[0].state.value = "reconnecting";
    expect(link.status.value).toBe("off");
    expect(opener.pending).toHaveLength(1);
    link.dispose();
  });

  it("restarts with the new token when the token changes", async () => {
    const opener = manualOpener();
    const token = signal<string | null>("Bearer a");
    const link = linkChatToToken(token, opener.open);
    opener.pending[0]?.finish();
    await flush();
    token.value = "Bearer b";
    expect(opener.built[0]?.manualCloses).toBe(1);
    expect(opener.pending.map((p) => p.token)).toEqual(["Bearer a", "Bearer b"]);
    opener.pending[1]?.finish();
    await flush();
    expect(opener.built[1]?.starts).toBe(1);
    expect(link.status.value).toBe("connecting");
    link.dispose();
  });

  it("the same token set again does not restart", async () => {
    const opener = manualOpener();
    const token = signal<string | null>("Bearer a");
    const link = linkChatToToken(token, opener.open);
    token.value = "Bearer a";
    expect(opener.pending).toHaveLength(1);
    link.dispose();
  });

  it("a session that finishes building after logout is closed and never started", async () => {
    const opener = manualOpener();
    const token = signal<string | null>("Bearer a");
    const link = linkChatToToken(token, opener.open);
    token.value = null;
    opener.pending[0]?.finish();
    await flush();
    expect(opener.built[0]?.starts).toBe(0);
    expect(opener.built[0]?.manualCloses).toBe(1);
    expect(link.status.value).toBe("off");
    link.dispose();
  });

  it("only the latest of two quick logins runs", async () => {
    const opener = manualOpener();
    const token = signal<string | null>("Bearer a");
    const link = linkChatToToken(token, opener.open);
    token.value = "Bearer b";
    opener.pending[1]?.finish();
    opener.pending[0]?.finish();
    await flush();
    const [b, a] = opener.built;
    expect(b?.token).toBe("Bearer b");
    expect(b?.starts).toBe(1);
    expect(a?.starts).toBe(0);
    expect(a?.manualCloses).toBe(1);
    link.dispose();
  });

  it("a cipher chunk that fails to load shows failed, and a later login tries again", async () => {
    const opener = manualOpener();
    const token = signal<string | null>("Bearer a");
    const link = linkChatToToken(token, opener.open);
    opener.pending[0]?.fail();
    await flush();
    expect(link.status.value).toBe("failed");
    token.value = null;
    token.value = "Bearer a";
    expect(opener.pending).toHaveLength(2);
    link.dispose();
  });

  it("a session that used up its retries starts afresh when the device may connect again", async () => {
    const opener = manualOpener();
    const resume = manualResume();
    const link = linkChatToToken(signal<string | null>("Bearer a"), opener.open, resume.watch);
    opener.pending[0]?.finish();
    await flush();
    const session = opener.built[0]!;
    expect(session.starts).toBe(1);
    session.state.value = "failed";
    expect(link.status.value).toBe("failed");
    resume.fire();
    expect(session.starts).toBe(2);
    expect(link.status.value).toBe("connecting");
    link.dispose();
  });

  it("a resume signal leaves a live or retrying session alone", async () => {
    const opener = manualOpener();
    const resume = manualResume();
    const link = linkChatToToken(signal<string | null>("Bearer a"), opener.open, resume.watch);
    resume.fire(); // nothing built yet
    opener.pending[0]?.finish();
    await flush();
    const session = opener.built[0]!;
    for (const state of ["connecting", "open", "authenticated", "reconnecting", "closed"] as const) {
      session.state.value = state;
      resume.fire();
    }
    expect(session.starts).toBe(1);
    link.dispose();
  });

  it("dispose stops watching for resume signals", async () => {
    const opener = manualOpener();
    const resume = manualResume();
    const link = linkChatToToken(signal<string | null>("Bearer a"), opener.open, resume.watch);
    expect(resume.watchers()).toBe(1);
    link.dispose();
    expect(resume.watchers()).toBe(0);
  });

  it("dispose closes the session and stops following the token", async () => {
    const opener = manualOpener();
    const token = signal<string | null>("Bearer a");
    const link = linkChatToToken(token, opener.open);
    opener.pending[0]?.finish();
    await flush();
    link.dispose();
    expect(opener.built[0]?.manualCloses).toBe(1);
    token.value = "Bearer b";
    expect(opener.pending).toHaveLength(1);
    expect(link.status.value).toBe("off");
  });
});

describe("chatSocketUrl", () => {
  it("derives ws(s)://host/ws/echo from the page origin unless configured", () => {
    expect(chatSocketUrl("", "http://127.0.0.1:8080")).toBe("ws://127.0.0.1:8080/ws/echo");
    expect(chatSocketUrl("", "https://app.example")).toBe("wss://app.example/ws/echo");
    expect(chatSocketUrl("wss://chat.example/ws", "https://app.example")).toBe("wss://chat.example/ws");
  });
});
