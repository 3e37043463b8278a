import { createReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { acceptedEncodings } from "./accept-encoding";
import { COMPRESSIBLE } from "./compressible.mjs";
import { contentTypeFor } from "./content-types";

const NO_CACHE = new Set([
  "index.html",
  "sw.js",
  "service-worker.js",
  "registerSW.js",
  "manifest.webmanifest",
  "manifest.json",
  "runtime-config.json",
]);

/**
 * Hashed build output under /assets/ never changes under its name, so it may be cached forever;
 * the entry HTML, the service worker and the manifest must be revalidated so deploys show up.
 */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  const base = path.posix.basename(urlPath);
  if (NO_CACHE.has(base) || base.endsWith(".html")) return "no-cache";
  return "public, max-age=3600";
}

async function fileStat(file: string): Promise<{ size: number; mtimeMs: number } | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** Maps a URL path inside `root`, or undefined for anything that escapes it (.., encoded or symlinked). */
async function resolveInside(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return undefined;
  const relative = path.posix.normalize(decoded.endsWith("/") ? `${decoded}index.html` : decoded);
  if (relative.split("/").some((segment) => segment === "..")) return undefined;
  // Build internals (Vite's .vite/manifest.json) and any other dot-file or dot-folder are not
  // part of the site; .well-known is the one dot-folder the web defines.
  if (relative.split("/").some((segment) => segment.startsWith(".") && segment !== ".well-known"))
    return undefined;
  const candidate = path.join(root, relative);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
  try {
    const real = await realpath(candidate);
    const realRoot = await realpath(root);
    return real === realRoot || real.startsWith(realRoot + path.sep) ? real : undefined;
  } catch {
    return undefined;
  }
}

/** Serves a file from the built app. Resolves false when there is no such file (caller 404s). */
export async function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
): Promise<boolean> {
  const file = await resolveInside(path.resolve(root), urlPath);
  if (!file) return false;
  const original = await fileStat(file);
  if (!original) return false;
  const extension = path.extname(file);
  const compressible = COMPRESSIBLE.has(extension);

  let chosen = { file, info: original, encoding: "" };
  if (compressible) {
    for (const encoding of acceptedEncodings(req.headers["accept-encoding"])) {
      const variant = `${file}${encoding === "br" ? ".br" : ".gz"}`;
      const info = await fileStat(variant);
      if (info) {
        chosen = { file: variant, info, encoding };
        break;
      }
    }
  }

  const etag = `W/"${original.size.toString(16)}-${Math.floor(original.mtimeMs).toString(16)}${chosen.encoding ? `-${chosen.encoding}` : ""}"`;
  res.setHeader("Content-Type", contentTypeFor(extension));
  res.setHeader("Cache-Control", cacheControlFor(urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath));
  res.setHeader("ETag", etag);
  res.setHeader("Last-Modified", new Date(original.mtimeMs).toUTCString());
  if (compressible) {
    // Kept beside what a caller already varies on (the locale index varies on language too).
    const vary = res.getHeader("Vary");
    res.setHeader(
      "Vary",
      typeof vary === "string" && vary !== "" ? `${vary}, Accept-Encoding` : "Accept-Encoding",
    );
  }
  if (chosen.encoding) res.setHeader("Content-Encoding", chosen.encoding);

  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")) {
    res.writeHead(304);
    res.end();
    return true;
  }
  res.setHeader("Content-Length", chosen.info.size);
  res.writeHead(200);
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  createReadStream(chosen.file)
    .on("error", () => res.destroy())
    .pipe(res);
  return true;
}
