// What a first visit takes from the network, page and service worker together (ADR-0370): a
// Chromium of its own on a fresh profile, driven over raw CDP. Playwright's sessions see the page
// only; the worker's own fetches live in a target of their own, so browser-level auto-attach
// (flattened) hands us every page and worker session, each paused until its Network domain
// listens. Counted: encodedDataLength of each finished load, leaving out what the worker answered
// (its own fetch is counted in its session) and what a cache answered. Used by `npm run bench` and
// tests/e2e/pwa-data-plan.e2e.test.ts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import WebSocket from "ws";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, freshProfileDir } from "./chromium.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function devToolsEndpoint(profile, child) {
  const file = path.join(profile, "DevToolsActivePort");
  for (let waited = 0; waited < 30_000; waited += 50) {
    if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}`);
    if (fs.existsSync(file)) {
      const [port, wsPath] = fs.readFileSync(file, "utf8").trim().split("\n");
      if (port && wsPath) return `ws://127.0.0.1:${port}${wsPath}`;
    }
    await sleep(50);
  }
  throw new Error("chromium did not open its DevTools port");
}

/**
 * Loads `url` in a fresh profile and waits until the service worker controls the page (its install
 * is over) and nothing moved on the network for `quietMs`.
 * @returns {Promise<{ total: number, page: number, serviceWorker: number, loads: { url: string, bytes: number, target: string }[] }>}
 */
export async function firstVisitBytes({ url, lang = "zh-CN", quietMs = 2_000, timeoutMs = 45_000 }) {
  const profile = freshProfileDir("lumen-first-visit-");
  const child = spawn(
    CHROMIUM_PATH,
    [
      "--headless=new",
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${profile}`,
      "--remote-debugging-port=0",
      `--lang=${lang}`,
      `--accept-lang=${lang}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const socket = new WebSocket(await devToolsEndpoint(profile, child), { perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let nextId = 1;
  const pending = new Map();
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  /** Session id → target type, and target id → session once it listens. */
  const types = new Map();
  const ready = new Map();
  const open = new Map();
  const answeredElsewhere = new Set();
  const loads = [];
  let last = Date.now();
  const key = (message) => `${message.sessionId ?? ""}:${message.params.requestId}`;
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString("utf8"));
    if (message.id !== undefined) {
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiter?.reject(new Error(message.error.message));
      else waiter?.resolve(message.result ?? {});
      return;
    }
    const params = message.params ?? {};
    switch (message.method) {
      case "Target.attachedToTarget": {
        const { sessionId, targetInfo } = params;
        types.set(sessionId, targetInfo.type);
        void (async () => {
          // The page and its worker; Chromium's own UI targets are not the app's.
          if (targetInfo.type === "page" || targetInfo.type === "service_worker")
            await send("Network.enable", {}, sessionId).catch(() => {});
          await send("Runtime.runIfWaitingForDebugger", {}, sessionId).catch(() => {});
          ready.set(targetInfo.targetId, sessionId);
        })();
        return;
      }
      case "Network.requestWillBeSent":
        if (params.request.url.startsWith("data:")) return;
        open.set(key(message), params.request.url);
        last = Date.now();
        return;
      case "Network.requestServedFromCache":
        answeredElsewhere.add(key(message));
        return;
      case "Network.responseReceived": {
        const r = params.response;
        if (r.fromServiceWorker || r.fromDiskCache || r.fromPrefetchCache)
          answeredElsewhere.add(key(message));
        return;
      }
      case "Network.loadingFinished": {
        const requestUrl = open.get(key(message));
        open.delete(key(message));
        last = Date.now();
        if (requestUrl === undefined || answeredElsewhere.has(key(message))) return;
        loads.push({
          url: requestUrl,
          bytes: params.encodedDataLength,
          target: types.get(message.sessionId) ?? "?",
        });
        return;
      }
      case "Network.loadingFailed":
        open.delete(key(message));
        last = Date.now();
        return;
    }
  });
  try {
    await send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
    const { targetId } = await send("Target.createTarget", { url: "about:blank" });
    let page;
    for (let waited = 0; page === undefined; waited += 25) {
      if (waited > 10_000) throw new Error("the new tab never attached");
      page = ready.get(targetId);
      if (page === undefined) await sleep(25);
    }
    await send("Page.navigate", { url }, page);
    // The app starts on a visitor's first input (ADR-0450): a pointer over the page once it has
    // loaded, so what is counted is a visit by someone who uses the page.
    const loaded = async () => {
      const { result } = await send(
        "Runtime.evaluate",
        { expression: "document.readyState === 'complete'", returnByValue: true },
        page,
      );
      return result.value === true;
    };
    for (let waited = 0; !(await loaded()); waited += 100) {
      if (waited > timeoutMs) throw new Error(`${url} never loaded`);
      await sleep(100);
    }
    for (const at of [1, 2])
      await send("Input.dispatchMouseEvent", { type: "mouseMoved", x: at, y: at }, page);
    const controlled = async () => {
      const { result } = await send(
        "Runtime.evaluate",
        { expression: "navigator.serviceWorker.controller?.state === 'activated'", returnByValue: true },
        page,
      );
      return result.value === true;
    };
    const deadline = Date.now() + timeoutMs;
    while (!((await controlled()) && open.size === 0 && Date.now() - last > quietMs)) {
      if (Date.now() > deadline)
        throw new Error(`${url} never idle: worker in control ${await controlled()}, ${open.size} in flight`);
      await sleep(250);
    }
    const sum = (target) =>
      loads.filter((l) => target === undefined || l.target === target).reduce((s, l) => s + l.bytes, 0);
    return { total: sum(), page: sum("page"), serviceWorker: sum("service_worker"), loads };
  } finally {
    socket.close();
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
    // Chromium's helpers may still be writing their cache for a moment after it exits.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      // A temporary profile left behind costs nothing but disk; the measurement stands.
    }
  }
}
