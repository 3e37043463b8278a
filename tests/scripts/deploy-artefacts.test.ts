// A rebuild changes the boot script and so its CSP hash; the host configurations are written from
// the build's own csp-hashes.json, so the new hash reaches every host file without a hand edit.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeDeployArtefacts } from "../../scripts/deploy-artefacts";
import { NOT_FOUND_PAGE } from "../../server/host/builtin-assets";

const FIRST = "'sha256-Rmlyc3RCb290U2NyaXB0SGFzaEZpcnN0Qm9vdFNjcmlwdEg='";
const SECOND = "'sha256-U2Vjb25kQm9vdFNjcmlwdEhhc2hTZWNvbmRCb290U2NyaXA='";

/** dist/ as a build leaves it: the web root and, beside it, the bookkeeping with the boot hash. */
function fakeDist(): { web: string; hashes: string; out: string } {
  const dist = mkdtempSync(path.join(tmpdir(), "deploy-rebuild-"));
  const web = path.join(dist, "web");
  mkdirSync(path.join(web, "assets"), { recursive: true });
  for (const file of ["index.html", "index.ja.html", "sw.js", "assets/index-AbC123.js"])
    writeFileSync(path.join(web, file), "x");
  mkdirSync(path.join(dist, "build-info"));
  return { web, hashes: path.join(dist, "build-info", "csp-hashes.json"), out: path.join(dist, "deploy") };
}

/** The generator's options for a fake build, as a deployment would pass them. */
const optionsFor = (dist: { web: string; out: string }) => ({
  web: dist.web,
  out: dist.out,
  backend: "http://127.0.0.1:8080",
  root: "/srv/lumen/web",
  listen: "8080",
  nginxBrotli: false,
});

const hostFiles = ["netlify/_headers", "cloudflare-pages/_headers", "nginx/lumen.conf", "caddy/Caddyfile"];

describe("deploy artefacts after a rebuild", () => {
  it("carry the new boot script's hash and drop the old one in every host file", () => {
    const dist = fakeDist();
    const options = optionsFor(dist);
    writeFileSync(dist.hashes, JSON.stringify({ "script-src": [FIRST] }));
    writeDeployArtefacts(options);
    for (const file of hostFiles) expect(readFileSync(path.join(dist.out, file), "utf8")).toContain(FIRST);

    writeFileSync(dist.hashes, JSON.stringify({ "script-src": [SECOND] }));
    writeDeployArtefacts(options);
    for (const file of hostFiles) {
      const text = readFileSync(path.join(dist.out, file), "utf8");
      expect(text, file).toContain(SECOND);
      expect(text, file).not.toContain(FIRST);
    }
  });

  it("refuse to write host files without the build's hashes, rather than a CSP that blocks the boot script", () => {
    const dist = fakeDist();
    expect(() => writeDeployArtefacts(optionsFor(dist))).toThrow(/csp-hashes\.json/);
  });

  it("give both static hosts the bundled server's 404 page, and Cloudflare Pages the real-path redirects", () => {
    const dist = fakeDist();
    writeFileSync(dist.hashes, JSON.stringify({ "script-src": [FIRST] }));
    writeDeployArtefacts(optionsFor(dist));
    for (const host of ["netlify", "cloudflare-pages"])
      expect(readFileSync(path.join(dist.out, host, "404.html"), "utf8"), host).toBe(NOT_FOUND_PAGE);
    const redirects = readFileSync(path.join(dist.out, "cloudflare-pages", "_redirects"), "utf8");
    expect(redirects).not.toContain("/api/");
  });
});
