#!/usr/bin/env node
// `npm start`: the production build, unless dist/ was already built from these exact sources,
// then the local server. Skipping an up-to-date build makes a restart take about a second instead
// of the build's ~10–30 s; `npm run build` forces one. The server prints its URL as the last line.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { runBuilds } from "./build.mjs";
import { inputsHash, isUpToDate } from "./lib/build-stamp.mjs";
import { ROOT } from "./lib/paths.mjs";

if (isUpToDate(inputsHash())) {
  console.log("The build in dist/ is up to date with the sources: not rebuilding (npm run build forces it).");
} else {
  const steps = await runBuilds();
  if (steps.some((s) => s.status === "failed")) process.exit(1);
}
// In this process, as `node server/main.mjs` would run it: flags after `npm start --` reach it.
await import(pathToFileURL(path.join(ROOT, "server/main.mjs")).href);
