// The extensions worth compressing: scripts/precompress.mjs writes .br/.gz siblings for these at
// build time, and the static server looks for those siblings only for these. Plain JS so the build
// script can import it without a TypeScript loader.
export const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".webmanifest",
  ".txt",
  ".map",
  ".xml",
]);
