import { createReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { acceptedEncodings } from "./accept-encoding";
import { cacheControlFor } from "./cache-policy";
import { COMPRESSIBLE } from "./compressible.mjs";
import { contentTypeFor } from "./content-types";

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

/** A single byte range of a `size`-byte file (RFC 9110 §14.1.2), "unsatisfiable", or undefined: serve it whole. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  // Several ranges (multipart answers) or another unit: the whole file is a valid answer too.
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
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
  // Ranges (resumed downloads, the APK) are of the file itself: no encoded variant then.
  const wantsRange = req.headers.range !== undefined;
  if (compressible && !wantsRange) {
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
  // Only a file with a precompressed sibling can be answered differently per Accept-Encoding (so
  // only then does it vary on it, as nginx's gzip_static does with the generated configuration).
  const hasVariant =
    compressible &&
    (chosen.encoding !== "" || (await fileStat(`${file}.gz`)) || (await fileStat(`${file}.br`)));
  if (hasVariant) {
    // Kept beside what a caller already varies on (the locale index varies on language too).
    const vary = res.getHeader("Vary");
    res.setHeader(
      "Vary",
      typeof vary === "string" && vary !== "" ? `${vary}, Accept-Encoding` : "Accept-Encoding",
    );
  }
  if (chosen.encoding) res.setHeader("Content-Encoding", chosen.encoding);

  const ifNoneMatch = req.headers["if-none-match"];
  const lastModified = Math.floor(original.mtimeMs / 1000) * 1000;
  const ifModifiedSince = Date.parse(req.headers["if-modified-since"] ?? "");
  const notModified = ifNoneMatch
    ? ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")
    : // If-None-Match wins when both are sent (RFC 9110 §13.1.3); dates have one-second precision.
      !Number.isNaN(ifModifiedSince) && lastModified <= ifModifiedSince;
  if (notModified) {
    res.writeHead(304);
    res.end();
    return true;
  }
  if (!chosen.encoding) res.setHeader("Accept-Ranges", "bytes");
  // If-Range: the range only applies to the version the client already has part of.
  const ifRangeHeader = req.headers["if-range"];
  const ifRange = Array.isArray(ifRangeHeader) ? ifRangeHeader[0] : ifRangeHeader;
  const sameVersion = ifRange === undefined || ifRange === etag || Date.parse(ifRange) === lastModified;
  const range = !chosen.encoding && sameVersion ? byteRange(req.headers.range, chosen.info.size) : undefined;
  if (range === "unsatisfiable") {
    res.writeHead(416, { "Content-Range": `bytes */${chosen.info.size}`, "Content-Length": 0 });
    res.end();
    return true;
  }
  if (range) {
    res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${chosen.info.size}`);
    res.setHeader("Content-Length", range.end - range.start + 1);
    res.writeHead(206);
  } else {
    res.setHeader("Content-Length", chosen.info.size);
    res.writeHead(200);
  }
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  createReadStream(chosen.file, range ? { start: range.start, end: range.end } : {})
    .on("error", () => res.destroy())
    .pipe(res);
  return true;
}
