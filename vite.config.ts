import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precacheServiceWorker } from "./web/pwa/precache-plugin";

const root = import.meta.dirname;

export default defineConfig({
  root,
  base: "./",
  publicDir: path.join(root, "public"),
  plugins: [react(), precacheServiceWorker({ template: path.join(root, "web/pwa/service-worker.js") })],
  build: {
    outDir: path.join(root, "dist/web"),
    emptyOutDir: true,
    // scripts/budget.mjs walks this manifest to measure first-load bytes per route.
    manifest: true,
    target: "es2022",
    assetsInlineLimit: 0,
    sourcemap: false,
    modulePreload: {
      polyfill: false,
      // The services chunk loads after first paint; appending its preload links cost a long task on
      // a throttled phone, more than the round trip they would save there (docs/decisions.md).
      resolveDependencies: (url, deps) => (url.includes("composition-root") ? [] : deps),
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:8080", "/ws": { target: "ws://127.0.0.1:8080", ws: true } },
  },
});
