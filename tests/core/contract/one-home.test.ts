/**
 * Each contract path is spelled in exactly one source file (core/contract/sso-calls.ts);
 * everything else reads it from there. Tests and docs may quote paths.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SSO_ENDPOINTS } from "../../../core/contract/sso-endpoints";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SOURCE_FOLDERS = ["core", "adapters", "web", "cli", "server", "scripts", "tools"];
const SOURCE = /\.(ts|tsx|mjs|js|html)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : files(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

describe("the contract's paths", () => {
  const sources = SOURCE_FOLDERS.flatMap((folder) => files(path.join(ROOT, folder))).map((file) => ({
    file: path.relative(ROOT, file),
    text: readFileSync(file, "utf8"),
  }));

  it.each(Object.values(SSO_ENDPOINTS).map((e) => e.path))("%s is spelled in one source file", (p) => {
    const quoted = new RegExp(`["'\`]${p.replace(/[/.]/g, "\\$&")}["'\`]`);
    expect(sources.filter((s) => quoted.test(s.text)).map((s) => s.file)).toEqual([
      "core/contract/sso-calls.ts",
    ]);
  });
});
