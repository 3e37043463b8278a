#!/usr/bin/env node
// Writes dist/web/app-routes.json: every path pattern the app routes (the route manifest's paths and
// its redirects), for hosts that must answer a real path like /login with its hash route
// (/#/login). The bundled server reads it from the web root; it is derived here, never kept by hand.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { isMain } from "./lib/is-main.mjs";
import { WEB_DIST } from "./lib/paths.mjs";

const APP_ROUTES_FILE = "app-routes.json";

/** The patterns, "/" left out (it is the page itself). */
export async function appRoutePaths() {
  const { ROUTE_MANIFEST, REDIRECTS } = await tsImport("../web/routes/route-manifest.ts", import.meta.url);
  const paths = [
    ...Object.values(ROUTE_MANIFEST).flatMap((entry) => entry.paths),
    ...REDIRECTS.flatMap((r) => r.paths),
  ];
  return [...new Set(paths)].filter((p) => p !== "/");
}

if (isMain(import.meta.url)) {
  const paths = await appRoutePaths();
  await writeFile(path.join(WEB_DIST, APP_ROUTES_FILE), `${JSON.stringify({ paths }, null, 2)}\n`);
  console.log(`dist/web/${APP_ROUTES_FILE}: ${paths.length} route patterns`);
}
