import { execFileSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyDir, startHarness, type Harness } from "./support/server-harness";

let h: Harness;
let dir: string;
const bigJs = `console.log(${JSON.stringify("x".repeat(5000))});\n`;

beforeAll(async () => {
  dir = emptyDir();
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><title>app</title>${"<!-- pad -->".repeat(200)}`,
  );
  writeFileSync(path.join(dir, "assets", "index-abc123.js"), bigJs);
  writeFileSync(path.join(dir, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(dir, "manifest.webmanifest"), "{}");
  const outside = emptyDir();
  writeFileSync(path.join(outside, "secret.txt"), "secret");
  symlinkSync(path.join(outside, "secret.txt"), path.join(dir, "link.txt"));
  execFileSync(process.execPath, ["scripts/precompress.mjs", dir]);
  h = await startHarness({ staticDir: dir });
});
afterAll(() => h.close());

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${h.server.url}${p}`, { headers });

/** fetch normalises paths, so traversal attempts go out raw over node:http. */
function rawGet(rawPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: h.server.port, path: rawPath, method: "GET" }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("static files", () => {
  it("precompress writes .br and .gz only for compressible files over 1 KB", () => {
    expect(existsSync(path.join(dir, "assets", "index-abc123.js.br"))).toBe(true);
    expect(existsSync(path.join(dir, "assets", "index-abc123.js.gz"))).toBe(true);
    expect(existsSync(path.join(dir, "sw.js.br"))).toBe(false);
  });

  it("sends brotli, gzip or identity by Accept-Encoding, with Vary whenever a precompressed sibling exists", async () => {
    const br = await get("/assets/index-abc123.js", { "Accept-Encoding": "gzip, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(await br.text()).toBe(bigJs); // fetch decodes it: the bytes really are brotli of the file
    const gz = await get("/assets/index-abc123.js", { "Accept-Encoding": "gzip, br;q=0" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await get("/assets/index-abc123.js", { "Accept-Encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    // Too small to have a sibling: always the same bytes, so nothing to vary on (as nginx's gzip_static).
    expect((await get("/sw.js", { "Accept-Encoding": "gzip, br" })).headers.get("vary")).toBeNull();
  });

  it("caches hashed assets forever and revalidates index.html, sw.js and the manifest", async () => {
    expect((await get("/assets/index-abc123.js")).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    for (const p of ["/", "/index.html", "/sw.js", "/manifest.webmanifest"]) {
      expect((await get(p)).headers.get("cache-control")).toBe("no-cache");
    }
    expect((await get("/manifest.webmanifest")).headers.get("content-type")).toBe(
      "application/manifest+json; charset=utf-8",
    );
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get("/index.html", { "Accept-Encoding": "br" });
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    expect((await get("/index.html", { "Accept-Encoding": "br", "If-None-Match": etag })).status).toBe(304);
  });

  it("sets the security headers on pages, API answers and 404s", async () => {
    for (const response of [await get("/"), await get("/api/sso/registration/type"), await get("/nope")]) {
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "img-src 'self' data: blob: http: https:",
        "connect-src 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
    }
  });

  it("never serves files outside the static folder", async () => {
    for (const attempt of [
      "/../../etc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/..%2f..%2f..%2fetc%2fpasswd",
      "/..%5c..%5cetc%5cpasswd",
      "/link.txt",
      "/%00index.html",
    ]) {
      expect(await rawGet(attempt)).toBe(404);
    }
  });

  it("serves a favicon and the demo mini-app, and 404s unknown mini-apps", async () => {
    const icon = await get("/favicon.ico");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/x-icon");
    expect(Buffer.from(await icon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const demo = await get("/mini/app/demo/index.html?accessToken=abc&lang=en-US");
    expect(demo.status).toBe(200);
    expect(await demo.text()).toContain('src="/mini/app/demo/demo.js"');
    expect((await get("/mini/app/demo/demo.js")).status).toBe(200);
    expect((await get("/mini/app/other/index.html")).status).toBe(404);
  });
});

describe("without a build", () => {
  it("serves a page telling you to run npm run build, while the API works", async () => {
    const bare = await startHarness();
    try {
      const page = await fetch(`${bare.server.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("npm run build");
      expect((await bare.api("/sso/registration/type")).code).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
