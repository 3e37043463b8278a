// Launcher behind `npm start` / `npm run serve`: bundles server/main.ts (esbuild, ~0.2 s, so the
// bundle is never stale) and runs it. `node dist/server/server.mjs` runs an existing bundle directly.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
execFileSync(process.execPath, [path.join(root, "scripts", "build-server.mjs")], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
});
await import(pathToFileURL(path.join(root, "dist", "server", "server.mjs")).href);
