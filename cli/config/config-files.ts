/**
 * Finds and reads the config files: the project's `lumen.config.json` (the nearest one from the
 * working folder up) and the user's `$XDG_CONFIG_HOME/lumen/config.json` (`~/.config/lumen/…`).
 * The CLI only reads them; it never writes a config file, so nothing it knows (tokens, passwords)
 * can end up in one.
 */
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import * as SchemaIssue from "effect/SchemaIssue";
import { ConfigFile } from "./config-file.schema";

export const PROJECT_CONFIG_NAME = "lumen.config.json";

export interface LoadedConfig {
  readonly file: string;
  readonly config: ConfigFile;
}

/** A file that exists but cannot be used: which file, which field, what is wrong. */
export interface ConfigProblem {
  readonly file: string;
  /** "profiles.staging.retry"; empty when the file as a whole is the problem (not JSON). */
  readonly field: string;
  readonly detail: string;
}

export function userConfigPath(env: NodeJS.ProcessEnv, home: string = homedir()): string {
  const xdg = env["XDG_CONFIG_HOME"];
  const base = xdg !== undefined && xdg.trim() !== "" ? xdg : path.join(home, ".config");
  return path.join(base, "lumen", "config.json");
}

/** The nearest lumen.config.json from `cwd` upwards, or null. */
export function projectConfigPath(cwd: string): string | null {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, PROJECT_CONFIG_NAME);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

export function readConfigFile(
  file: string,
): { ok: true; value: LoadedConfig } | { ok: false; error: ConfigProblem } {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    return {
      ok: false,
      error: { file, field: "", detail: error instanceof Error ? error.message : String(error) },
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      error: { file, field: "", detail: error instanceof Error ? error.message : String(error) },
    };
  }
  const decoded = Schema.decodeUnknownResult(ConfigFile)(json, { onExcessProperty: "error", errors: "all" });
  if (Result.isSuccess(decoded)) return { ok: true, value: { file, config: decoded.success } };
  const first = SchemaIssue.makeFormatterStandardSchemaV1()(decoded.failure.issue).issues[0];
  return {
    ok: false,
    error: {
      file,
      field: (first?.path ?? [])
        .map((p) => (typeof p === "object" && p !== null ? String(p.key) : String(p)))
        .join("."),
      detail: first?.message ?? "invalid",
    },
  };
}
