// npm run new:route (scripts/lib/new-route.mjs), run on a copy of the tree: what it writes passes the
// type check as generated, and the locale parity test then fails naming exactly the six untranslated
// copies of the new title, and passes once they are translated.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newRoute } from "../../scripts/lib/new-route.mjs";
import { ROOT } from "../../scripts/lib/paths.mjs";

// What the type check and the parity test read (tests/support/ beyond the setup file needs server/).
const COPIED = ["web", "core", "adapters", "locales", "types", "scripts/lib", "tests/locales"];
const FILES = ["tsconfig.json", "vitest.config.ts", "package.json", "tests/support/fresh-modules.setup.ts"];
const OTHER_LOCALES = ["zh-CN", "en-AU", "zh-TW", "ja", "ko", "ru"];
const TRANSLATED: Record<string, string> = {
  "zh-CN": "验证设备",
  "en-AU": "Verify device",
  "zh-TW": "驗證裝置",
  ja: "デバイスの確認",
  ko: "기기 인증",
  ru: "Подтверждение устройства",
};

const tmp = mkdtempSync(path.join(tmpdir(), "lumen-new-route-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);
const parity = () => {
  const run = spawnSync(bin("vitest"), ["run", "--project", "fast", "tests/locales/key-parity.test.ts"], {
    cwd: tmp,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

describe("npm run new:route", () => {
  it("writes a route that type-checks and whose title waits for six translations", () => {
    for (const dir of COPIED) cpSync(path.join(ROOT, dir), path.join(tmp, dir), { recursive: true });
    for (const file of FILES) cpSync(path.join(ROOT, file), path.join(tmp, file), { recursive: true });
    symlinkSync(path.join(ROOT, "node_modules"), path.join(tmp, "node_modules"), "dir");

    const { written, untranslated } = newRoute(tmp, "verify-device");

    expect(written).toEqual([
      "web/routes/route-manifest.ts",
      "web/screens/verify-device/verify-device.screen.tsx",
      "locales/en-US/common.json",
    ]);
    expect(untranslated).toEqual(OTHER_LOCALES.map((l) => `${l}/common.json title.verifyDevice`));
    const typecheck = spawnSync(bin("tsc"), ["-p", "tsconfig.json", "--noEmit"], {
      cwd: tmp,
      encoding: "utf8",
    });
    expect(typecheck.stdout).toBe("");
    expect(typecheck.status).toBe(0);

    const failing = parity();
    expect(failing.status).not.toBe(0);
    const named = [...failing.output.matchAll(/^\s+([\w-]+\/[\w-]+\.json [\w.]+)/gm)].map((m) => m[1]);
    expect(failing.output).toContain("6 strings copied by npm run i18n:sync and still marked untranslated");
    expect(named).toEqual(OTHER_LOCALES.map((l) => `${l}/common.json title.verifyDevice`));

    for (const locale of OTHER_LOCALES) {
      const file = path.join(tmp, "locales", locale, "common.json");
      const common = JSON.parse(readFileSync(file, "utf8"));
      common.title.verifyDevice = TRANSLATED[locale];
      writeFileSync(file, `${JSON.stringify(common, null, 2)}\n`);
    }
    const passing = parity();
    expect(passing.status, passing.output.slice(-2000)).toBe(0);
  }, 300_000);
});
