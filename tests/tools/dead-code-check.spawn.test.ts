/**
 * The dead-code check (knip, run by `npm run lint`, which fails on any finding; ADR-0281) fires
 * on a fixture with an unused export and an unused file.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const KNIP = path.join(ROOT, "node_modules/.bin/knip");

const knip = (...args: string[]) =>
  spawnSync(KNIP, ["--no-progress", "--no-config-hints", ...args], { cwd: ROOT, encoding: "utf8" });

describe("the dead-code check", () => {
  it("names an unused export and an unused file", () => {
    const run = knip("--directory", "tests/fixtures/dead-code");
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("src/orphan.ts");
    expect(run.stdout).toContain("neverCalled");
    expect(run.stdout).not.toMatch(/\bused\b.*src\/lib\.ts/);
  });

  it("is part of the lint step", () => {
    const pkg: unknown = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
    expect(pkg).toMatchObject({ scripts: { lint: expect.stringContaining("knip") } });
  });
});
