// Transfer size of static files as the server would send them: gzip at level 9 and brotli at
// quality 11 (what a precompressing build produces). Files are compressed one by one because
// each is a separate response.
import zlib from "node:zlib";

/** @returns {{ raw: number, gzip: number, brotli: number }} */
export function compressedSize(buf) {
  return {
    raw: buf.length,
    gzip: zlib.gzipSync(buf, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buf, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      },
    }).length,
  };
}

export function sumSizes(list) {
  return list.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** 1 KB = 1000 bytes: the stricter reading of "140 KB". */
export const KB = 1000;
export const kb = (bytes) => (bytes / KB).toFixed(1);
