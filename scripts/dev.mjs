// `npm run dev`: the local API (server/main.mjs, on PORT, default 8080) and Vite with hot reload
// (on VITE_PORT, default 5173; vite.config.ts proxies /api and /ws to PORT) in one terminal.
// Ctrl+C stops both; if either stops on its own, the other is stopped too and its exit code kept.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const apiPort = process.env.PORT ?? "8080";
const vitePort = process.env.VITE_PORT ?? "5173";
const env = { ...process.env, PORT: apiPort, VITE_PORT: vitePort };

const children = [
  spawn(process.execPath, [path.join(root, "server/main.mjs"), "--port", apiPort], {
    cwd: root,
    env,
    stdio: "inherit",
  }),
  spawn(
    process.execPath,
    [
      path.join(root, "node_modules/vite/bin/vite.js"),
      "--configLoader",
      "runner",
      "--port",
      vitePort,
      "--strictPort",
    ],
    { cwd: root, env, stdio: "inherit" },
  ),
];

let stopping = false;
let exitCode = 0;
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
for (const child of children)
  child.on("exit", (code) => {
    if (!stopping && code !== 0) exitCode = code ?? 1;
    stopAll("SIGTERM");
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
// From a terminal both children get Ctrl+C themselves (same process group); this covers a
// SIGTERM sent to this process alone (an IDE's stop button, a test).
process.on("SIGINT", () => stopAll("SIGINT"));
process.on("SIGTERM", () => stopAll("SIGTERM"));
console.log(
  `Dev loop: API on http://127.0.0.1:${apiPort}/ and the app with hot reload on http://127.0.0.1:${vitePort}/. Stop with Ctrl+C.`,
);
