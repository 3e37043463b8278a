import { describe, expect, it } from "vitest";
import { precachePlan, type ViteManifest } from "../../../web/pwa/precache-plan";

/** A build in miniature: an entry, the services, two screens, two languages' text, icons. */
const manifest: ViteManifest = {
  "index.html": {
    file: "assets/index-1.js",
    isEntry: true,
    imports: ["_vendor-1.js"],
    css: ["assets/index-1.css"],
  },
  "_vendor-1.js": { file: "assets/vendor-1.js" },
  "_shared-1.js": { file: "assets/shared-1.js", imports: ["_vendor-1.js"] },
  "web/composition-root.ts": {
    file: "assets/composition-root-1.js",
    imports: ["_services-1.js", "index.html"],
  },
  "_services-1.js": { file: "assets/services-1.js", imports: ["_shared-1.js"] },
  "web/screens/landing/landing.screen.tsx": { file: "assets/landing.screen-1.js", imports: ["index.html"] },
  "web/screens/download/download.screen.tsx": {
    file: "assets/download.screen-1.js",
    imports: ["index.html"],
    css: ["assets/download-1.css"],
  },
  "locales/ja/common.json": { file: "assets/common-ja.js" },
  "locales/ja/landing.json": { file: "assets/landing-ja.js" },
  "locales/ru/common.json": { file: "assets/common-ru.js" },
};
const files = [
  ...Object.values(manifest).map((chunk) => chunk.file),
  "assets/index-1.css",
  "assets/download-1.css",
  "icons/icon.svg",
  "icons/icon-512.png",
  "manifest.webmanifest",
];
const plan = precachePlan({
  manifest,
  files,
  shellModules: ["web/composition-root.ts", "web/screens/landing/landing.screen.tsx"],
});

describe("precachePlan (ADR-0370)", () => {
  it("installs the entry, the services and the listed screens with what they import", () => {
    expect(plan.shell).toEqual([
      "assets/composition-root-1.js",
      "assets/index-1.js",
      "assets/landing.screen-1.js",
      "assets/services-1.js",
      "assets/shared-1.js",
      "assets/vendor-1.js",
      "icons/icon.svg",
      "manifest.webmanifest",
    ]);
  });

  it("leaves the entry's inlined sheet, other screens, every language's text and the large icons out of the install", () => {
    for (const file of [
      "assets/index-1.css",
      "assets/download.screen-1.js",
      "assets/download-1.css",
      "assets/common-ja.js",
      "icons/icon-512.png",
    ])
      expect(plan.shell).not.toContain(file);
  });

  it("groups each language's prerendered page with its text", () => {
    expect(plan.locales).toEqual({
      ja: ["assets/common-ja.js", "assets/landing-ja.js", "index.ja.html"],
      ru: ["assets/common-ru.js", "index.ru.html"],
    });
  });

  it("keeps on first use every file of the build and each language's page, nothing else", () => {
    expect(plan.files).toEqual(expect.arrayContaining([...files, "index.ja.html", "index.ru.html"]));
    expect(plan.files).toHaveLength(files.length + 2);
  });

  it("refuses a shell module the build does not have, rather than ship a worker without it", () => {
    expect(() => precachePlan({ manifest, files, shellModules: ["web/screens/gone.screen.tsx"] })).toThrow(
      /gone\.screen/,
    );
  });
});
