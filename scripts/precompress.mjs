// Writes .br and .gz siblings next to compressible build output so the server can send
// precompressed bytes (brotli 11 / gzip 9 once at build time, never per request).
// Usage: node scripts/precompress.mjs [dir=dist/web]
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { COMPRESSIBLE } from "../server/host/compressible.mjs";

const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

const root = path.resolve(process.argv[2] ?? "dist/web");
try {
  await stat(root);
} catch {
  console.error(`precompress: ${root} does not exist`);
  process.exit(1);
}

let written = 0;
for await (const file of files(root)) {
  if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
  const source = await readFile(file);
  if (source.length <= MIN_BYTES) continue;
  const variants = [
    [
      ".br",
      await brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    ],
    [".gz", await gzip(source, { level: 9 })],
  ];
  for (const [suffix, bytes] of variants) {
    // A variant that isn't smaller is useless: the server then sends the original.
    if (bytes.length >= source.length) continue;
    await writeFile(file + suffix, bytes);
    written += 1;
  }
}
console.log(`precompress: wrote ${written} files under ${path.relative(process.cwd(), root) || "."}`);
