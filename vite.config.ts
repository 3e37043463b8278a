import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { chunkGroups } from "./web/build/chunk-groups";
import { precacheServiceWorker } from "./web/pwa/precache-plugin";
import { unsetOperatorFields } from "./web/brand/operator-fields";
import { OPERATOR } from "./web/brand/operator.config";
import { landingFiguresTable } from "./web/screens/landing/landing-figures";

const root = import.meta.dirname;

/**
 * The legal pages read the operator's name, addresses and jurisdiction from the brand folder; a
 * production build names the ones still unset (the pages then use a neutral wording), so a release
 * does not ship them unnoticed.
 */
function operatorFieldsWarning(): Plugin {
  return {
    name: "lumen-operator-fields",
    apply: "build",
    buildStart() {
      const unset = unsetOperatorFields(OPERATOR);
      if (unset.length > 0)
        console.warn(
          `⚠ Operator details unset in web/brand/operator.config.ts (the legal pages use a neutral wording instead): ${unset.join(", ")}`,
        );
    },
  };
}

const chunks = chunkGroups();

export default defineConfig({
  root,
  base: "./",
  publicDir: path.join(root, "public"),
  // The landing's figures in every language, formatted here so the browser never builds an
  // Intl.NumberFormat while the landing loads (web/screens/landing/landing-figures.ts).
  define: { __LANDING_FIGURES__: JSON.stringify(landingFiguresTable()) },
  plugins: [
    react(),
    operatorFieldsWarning(),
    chunks.plugin,
    precacheServiceWorker({
      template: path.join(root, "web/pwa/service-worker.js"),
      // The shell the worker installs with (ADR-0370): the services, the prerendered first screens
      // and the error screen any unvisited route shows offline; other screens are kept on first use.
      shellModules: [
        "web/composition-root.ts",
        "web/screens/landing/landing.screen.tsx",
        "web/screens/auth/auth.screen.tsx",
        "web/screens/errors/error.screen.tsx",
      ],
    }),
  ],
  build: {
    outDir: path.join(root, "dist/web"),
    emptyOutDir: true,
    // scripts/budget.mjs walks this manifest to measure first-load bytes per route.
    manifest: true,
    target: "es2022",
    assetsInlineLimit: 0,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Captured modules' own imports stay where the graph puts them: with the default (true), a
        // group pulled in the entry's modules it shares, and the entry then loaded the whole group.
        codeSplitting: { groups: chunks.groups, includeDependenciesRecursively: false },
      },
    },
    modulePreload: {
      polyfill: false,
      // The services chunk loads after first paint; appending its preload links cost a long task on
      // a throttled phone, more than the round trip they would save there (ADR-0099).
      resolveDependencies: (url, deps) => (url.includes("composition-root") ? [] : deps),
    },
  },
  // `npm run dev` (scripts/dev.mjs): the API on PORT, Vite on VITE_PORT, proxying to the API.
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      "/api": `http://127.0.0.1:${process.env.PORT ?? 8080}`,
      "/ws": { target: `ws://127.0.0.1:${process.env.PORT ?? 8080}`, ws: true },
    },
  },
});
