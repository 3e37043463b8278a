// Bytes on the wire for one URL as the server actually answers it, per Accept-Encoding. Uses
// node:http directly because fetch() would decompress and hide the transferred size.
import http from "node:http";

/**
 * @param {string} url
 * @param {"gzip" | "br" | "identity"} encoding
 * @returns {Promise<{ bytes: number, contentEncoding: string, status: number }>}
 */
export function transferSize(url, encoding) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { "Accept-Encoding": encoding } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => (bytes += chunk.length));
      res.on("end", () =>
        resolve({
          bytes,
          contentEncoding: res.headers["content-encoding"] ?? "identity",
          status: res.statusCode ?? 0,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout fetching ${url}`)));
  });
}
