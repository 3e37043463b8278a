// The budget's graph walk over Vite's manifest, on a fixture with shared chunks, a cycle, CSS and
// lazy imports that must not be counted.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  entryKeys,
  findChunkKey,
  firstLoad,
  staticClosure,
  type Manifest,
} from "../../scripts/lib/manifest-graph.mjs";

const manifest: Manifest = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, "fixtures/vite-manifest.json"), "utf8"),
);

describe("manifest graph walk", () => {
  it("finds the entry chunk", () => {
    expect(entryKeys(manifest)).toEqual(["index.html"]);
  });

  it("follows static imports transitively, through a cycle, but not dynamic imports", () => {
    expect([...staticClosure(manifest, ["index.html"])].sort()).toEqual([
      "_core-CCCC.js",
      "_react-BBBB.js",
      "_schema-DDDD.js",
      "index.html",
    ]);
  });

  it("finds a lazy screen by source path or suffix", () => {
    expect(findChunkKey(manifest, "web/screens/auth/auth.screen.tsx")).toBe(
      "web/screens/auth/auth.screen.tsx",
    );
    expect(findChunkKey(manifest, "auth/auth.screen.tsx")).toBe("web/screens/auth/auth.screen.tsx");
    expect(findChunkKey(manifest, "web/screens/nope.screen.tsx")).toBeNull();
  });

  it("first load of #/home = entry closure + landing closure, each file once, lazy fingerprint excluded", () => {
    const load = firstLoad(manifest, ["web/screens/landing/landing.screen.tsx"]);
    expect(load.js).toEqual([
      "assets/core-CCCC.js",
      "assets/index-AAAA.js",
      "assets/landing.screen-EEEE.js",
      "assets/react-BBBB.js",
      "assets/schema-DDDD.js",
      "assets/svg-FFFF.js",
    ]);
    expect(load.css).toEqual(["assets/index-AAAA.css", "assets/landing.screen-EEEE.css"]);
    expect(load.js).not.toContain("assets/fingerprint-GGGG.js");
    expect(load.missing).toEqual([]);
  });

  it("first load of #/login does not include the landing screen", () => {
    const load = firstLoad(manifest, ["web/screens/auth/auth.screen.tsx"]);
    expect(load.js).toContain("assets/form-IIII.js");
    expect(load.js).not.toContain("assets/landing.screen-EEEE.js");
  });

  it("reports a lazy module that has no chunk instead of silently measuring less", () => {
    expect(firstLoad(manifest, ["web/screens/missing.screen.tsx"]).missing).toEqual([
      "web/screens/missing.screen.tsx",
    ]);
  });

  it("fails on an import the manifest does not contain", () => {
    const broken: Manifest = { "index.html": { file: "a.js", isEntry: true, imports: ["_gone.js"] } };
    expect(() => staticClosure(broken, ["index.html"])).toThrow(/_gone\.js/);
  });
});
