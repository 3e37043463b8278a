/**
 * Picks the profile for this run and merges its settings from the two config files: the project's
 * file wins over the user's, key by key, and each value remembers the file it came from so
 * `lumen config show` can say where every setting was set.
 */
import { existsSync } from "node:fs";
import type { ProfileKey, ProfileSettings } from "./config-file.schema";
import { PROFILE_KEYS } from "./config-file.schema";
import {
  projectConfigPath,
  readConfigFile,
  userConfigPath,
  type ConfigProblem,
  type LoadedConfig,
} from "./config-files";

export interface SelectedProfile {
  /** null: no profile named anywhere, only flags, environment and defaults apply. */
  readonly name: string | null;
  /** Where the name came from: "--profile", "LUMEN_PROFILE" or a config file. */
  readonly nameFrom: string | null;
  readonly settings: ProfileSettings;
  /** The file each setting was read from. */
  readonly fileOf: Partial<Record<ProfileKey, string>>;
  /** The files that were read (project first), for `config show`. */
  readonly files: readonly string[];
}

export type ProfileProblem =
  | { readonly kind: "file"; readonly problem: ConfigProblem }
  | { readonly kind: "unknown"; readonly name: string; readonly known: readonly string[] };

export function selectProfile(input: {
  readonly flag: string | undefined;
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
}): { ok: true; value: SelectedProfile } | { ok: false; error: ProfileProblem } {
  const loaded: LoadedConfig[] = [];
  const project = projectConfigPath(input.cwd);
  const user = userConfigPath(input.env);
  for (const file of project === null ? [user] : [project, user]) {
    if (file === project || existsSync(file)) {
      const read = readConfigFile(file);
      if (!read.ok) return { ok: false, error: { kind: "file", problem: read.error } };
      loaded.push(read.value);
    }
  }
  const fromEnv = input.env["LUMEN_PROFILE"]?.trim();
  const fromFile = loaded.find((l) => l.config.profile !== undefined);
  const [name, nameFrom] =
    input.flag !== undefined
      ? [input.flag, "--profile"]
      : fromEnv !== undefined && fromEnv !== ""
        ? [fromEnv, "LUMEN_PROFILE"]
        : fromFile?.config.profile !== undefined
          ? [fromFile.config.profile, fromFile.file]
          : [null, null];
  const files = loaded.map((l) => l.file);
  if (name === null)
    return { ok: true, value: { name: null, nameFrom: null, settings: {}, fileOf: {}, files } };

  const settings: Record<string, string | number> = {};
  const fileOf: Partial<Record<ProfileKey, string>> = {};
  let found = false;
  // Project first: a key it sets is never replaced by the user's file.
  for (const l of loaded) {
    const profile = l.config.profiles?.[name];
    if (profile === undefined) continue;
    found = true;
    for (const key of PROFILE_KEYS) {
      const value = profile[key];
      if (value !== undefined && settings[key] === undefined) {
        settings[key] = value;
        fileOf[key] = l.file;
      }
    }
  }
  if (!found) {
    const known = [...new Set(loaded.flatMap((l) => Object.keys(l.config.profiles ?? {})))].sort();
    return { ok: false, error: { kind: "unknown", name, known } };
  }
  return { ok: true, value: { name, nameFrom, settings: pick(settings), fileOf, files } };
}

function pick(values: Record<string, string | number>): ProfileSettings {
  const text = (k: string) => (typeof values[k] === "string" ? values[k] : undefined);
  const whole = (k: string) => (typeof values[k] === "number" ? values[k] : undefined);
  const entries = {
    "base-url": text("base-url"),
    lang: text("lang"),
    timeout: whole("timeout"),
    retry: whole("retry"),
    "code-from": text("code-from"),
    device: text("device"),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));
}
