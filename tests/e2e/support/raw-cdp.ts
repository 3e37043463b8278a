// A Chromium of its own on a fresh profile, driven over raw CDP. Playwright's sessions see the
// page only; counting what a first visit costs must include the service worker's own fetches,
// which live in a target of their own. Browser-level auto-attach (flattened) hands us every page
// and worker session, each paused until its Network domain listens, so no request is missed.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import WebSocket from "ws";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, freshProfileDir } from "../../../scripts/lib/chromium.mjs";

interface CdpMessage {
  readonly id?: number;
  readonly method?: string;
  readonly params?: Record<string, unknown>;
  readonly result?: Record<string, unknown>;
  readonly error?: { message: string };
  readonly sessionId?: string;
}

export interface CdpEvent {
  readonly method: string;
  readonly params: Record<string, unknown>;
  readonly sessionId: string | undefined;
}

export interface RawCdpBrowser {
  send(
    method: string,
    params?: Record<string, unknown>,
    sessionId?: string,
  ): Promise<Record<string, unknown>>;
  on(listener: (event: CdpEvent) => void): void;
  /** Sessions of attached targets by id, with their type ("page", "service_worker", …). */
  readonly targets: Map<string, string>;
  /** The session attached to a target (once Network listens there and its script runs). */
  sessionFor(targetId: string): Promise<string>;
  close(): Promise<void>;
}

async function devToolsEndpoint(profile: string, child: ChildProcess): Promise<string> {
  const file = path.join(profile, "DevToolsActivePort");
  for (let waited = 0; waited < 30_000; waited += 50) {
    if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}`);
    if (fs.existsSync(file)) {
      const [port, wsPath] = fs.readFileSync(file, "utf8").trim().split("\n");
      if (port && wsPath) return `ws://127.0.0.1:${port}${wsPath}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("chromium did not open its DevTools port");
}

/**
 * Starts Chromium (fresh profile, `--remote-debugging-port=0`) and attaches to every target it
 * creates; each new session gets `onAttach(sessionId, type)` before it runs a line of script.
 */
export async function launchRawCdp(options: {
  readonly lang?: string;
  readonly onAttach?: (send: RawCdpBrowser["send"], sessionId: string, type: string) => Promise<void>;
}): Promise<RawCdpBrowser> {
  const profile = freshProfileDir("lumen-cdp-");
  const child = spawn(
    CHROMIUM_PATH,
    [
      "--headless=new",
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${profile}`,
      "--remote-debugging-port=0",
      `--lang=${options.lang ?? "zh-CN"}`,
      `--accept-lang=${options.lang ?? "zh-CN"}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const socket = new WebSocket(await devToolsEndpoint(profile, child), { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (r: Record<string, unknown>) => void; reject: (e: Error) => void }
  >();
  const listeners: ((event: CdpEvent) => void)[] = [];
  const targets = new Map<string, string>();
  const ready = new Map<string, string>();
  const send: RawCdpBrowser["send"] = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  socket.on("message", (data: Buffer) => {
    const message = JSON.parse(data.toString("utf8")) as CdpMessage;
    if (message.id !== undefined) {
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiter?.reject(new Error(message.error.message));
      else waiter?.resolve(message.result ?? {});
      return;
    }
    if (!message.method) return;
    const event = { method: message.method, params: message.params ?? {}, sessionId: message.sessionId };
    if (event.method === "Target.attachedToTarget") {
      const sessionId = String(event.params.sessionId);
      const info = event.params.targetInfo as { type: string; targetId: string };
      targets.set(sessionId, info.type);
      void (async () => {
        const warn = (step: string) => (error: unknown) =>
          console.warn(`cdp ${info.type} ${step}: ${String(error)}`);
        await options.onAttach?.(send, sessionId, info.type).catch(warn("attach"));
        await send("Runtime.runIfWaitingForDebugger", {}, sessionId).catch(warn("run"));
        ready.set(info.targetId, sessionId);
      })();
    }
    for (const listener of listeners) listener(event);
  });
  await send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
  return {
    send,
    on: (listener) => listeners.push(listener),
    targets,
    async sessionFor(targetId) {
      for (let waited = 0; waited < 10_000; waited += 25) {
        const sessionId = ready.get(targetId);
        if (sessionId !== undefined) return sessionId;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no session for target ${targetId}`);
    },
    async close() {
      socket.close();
      child.kill("SIGTERM");
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
