/**
 * The options every command shares, decoded from commander's raw values merged over environment
 * variables. Flags win over the environment, which wins over defaults.
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { err, ok, type Result } from "../../core/result/result";
import type { DeviceKind } from "../../core/rules/device-type";
import { CLI_LOCALES, isCliLocale, localeFromEnvironment, type CliLocale } from "../i18n/cli-locales";
import type { ProfileSettings } from "../config/config-file.schema";
import { decodeArg, DigitsText, OptionalFlag, OptionalText } from "./decode-arg";

export const DEFAULT_BASE_URL = "http://127.0.0.1:8080/api";
export const DEFAULT_TIMEOUT_MS = 8000;
export const MAX_TIMEOUT_MS = 600_000;
export const MAX_RETRY = 1000;

/** The settings `lumen config show` lists, with where each value came from. */
export const SETTING_NAMES = [
  "base-url",
  "lang",
  "timeout",
  "retry",
  "code-from",
  "device",
  "state-dir",
] as const;
export type SettingName = (typeof SETTING_NAMES)[number];
/** "flag" | "env LUMEN_…" | "profile NAME (FILE)" | "default" — shown as is. */
export type SettingSources = Readonly<Record<SettingName, string>>;

/** The profile layer between the environment and the defaults (cli/config/select-profile.ts). */
export interface ProfileLayer {
  readonly name: string;
  readonly settings: ProfileSettings;
  readonly fileOf: Readonly<Partial<Record<string, string>>>;
}

export interface GlobalOptions {
  readonly baseUrl: string;
  readonly lang: CliLocale;
  readonly json: boolean;
  /** null: use the platform's default state folder (resolved by the storage adapter). */
  readonly stateDir: string | null;
  readonly timeoutMs: number;
  readonly verbose: boolean;
  /** --device mobile|desktop; null: the CLI's own (deviceType 8, X-Device "cli"). */
  readonly device: DeviceKind | null;
  /** --retry: how often a "try later" refusal is repeated (0: never). */
  readonly retry: number;
  /** --code-from: where commands that need a code read it (null: --code, LUMEN_CODE or a prompt). */
  readonly codeFrom: string | null;
  /** The profile in use, or null. */
  readonly profile: string | null;
  readonly sources: SettingSources;
}

/** A usage problem with a `cli` message key, so the runner can translate and exit 2. */
export interface UsageProblem {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

const RawGlobals = Schema.Struct({
  baseUrl: OptionalText,
  lang: OptionalText,
  json: OptionalFlag,
  stateDir: OptionalText,
  timeout: OptionalText,
  verbose: OptionalFlag,
  device: OptionalText,
  retry: OptionalText,
  codeFrom: OptionalText,
});

const Device = Schema.Literals(["mobile", "desktop"]);

export function decodeGlobalOptions(
  raw: unknown,
  env: NodeJS.ProcessEnv,
  profile: ProfileLayer | null = null,
): Result<GlobalOptions, UsageProblem> {
  const decoded = decodeArg(RawGlobals, pickGlobals(raw));
  if (Option.isNone(decoded)) return err({ key: "usage.generic", params: { detail: "global options" } });
  const g = decoded.value;
  const sources: Record<SettingName, string> = {
    "base-url": "default",
    lang: "default",
    timeout: "default",
    retry: "default",
    "code-from": "default",
    device: "default",
    "state-dir": "default",
  };
  /** Flag, else environment variable, else profile: the first that is set, and where it was. */
  const layered = (
    name: SettingName,
    flag: string | undefined,
    envName: string | null,
  ): string | undefined => {
    if (flag !== undefined) {
      sources[name] = "flag";
      return flag;
    }
    const fromEnv = envName === null ? undefined : nonEmpty(env[envName]);
    if (fromEnv !== undefined) {
      sources[name] = `env ${envName ?? ""}`;
      return fromEnv;
    }
    const key = name === "state-dir" ? undefined : profile?.settings[name];
    if (profile !== null && key !== undefined) {
      sources[name] = `profile ${profile.name} (${profile.fileOf[name] ?? "?"})`;
      return String(key);
    }
    return undefined;
  };

  const baseUrl = normalizeBaseUrl(layered("base-url", g.baseUrl, "LUMEN_BASE_URL") ?? DEFAULT_BASE_URL);
  if (baseUrl === null) return err({ key: "usage.baseUrl" });

  // --lang falls back to LANG as well, so the profile's language only beats the defaults.
  const langText = layered("lang", g.lang, "LUMEN_LANG");
  const lang = langText ?? localeFromEnvironment(env);
  if (langText === undefined && nonEmpty(env["LANG"]) !== undefined) sources.lang = "env LANG";
  if (!isCliLocale(lang)) return err({ key: "usage.lang", params: { locales: CLI_LOCALES.join(", ") } });

  const timeoutText = layered("timeout", g.timeout, "LUMEN_TIMEOUT");
  let timeoutMs = DEFAULT_TIMEOUT_MS;
  if (timeoutText !== undefined) {
    const digits = decodeArg(DigitsText, timeoutText);
    const value = Option.isSome(digits) ? Number(digits.value) : NaN;
    if (!(value >= 1 && value <= MAX_TIMEOUT_MS)) return err({ key: "usage.timeout" });
    timeoutMs = value;
  }

  const retryText = layered("retry", g.retry, "LUMEN_RETRY");
  let retry = 0;
  if (retryText !== undefined) {
    const digits = decodeArg(DigitsText, retryText);
    const value = Option.isSome(digits) ? Number(digits.value) : NaN;
    if (!(value >= 0 && value <= MAX_RETRY)) return err({ key: "usage.retry", params: { max: MAX_RETRY } });
    retry = value;
  }

  const deviceText = layered("device", g.device, null);
  let device: DeviceKind | null = null;
  if (deviceText !== undefined) {
    const kind = decodeArg(Device, deviceText);
    if (Option.isNone(kind)) return err({ key: "usage.device", params: { value: deviceText } });
    device = kind.value;
  }

  const codeFrom = layered("code-from", g.codeFrom, "LUMEN_CODE_FROM") ?? null;
  const stateDir = layered("state-dir", g.stateDir, "LUMEN_STATE_DIR") ?? null;

  return ok({
    baseUrl,
    lang,
    json: g.json === true,
    stateDir,
    timeoutMs,
    verbose: g.verbose === true,
    device,
    retry,
    codeFrom,
    profile: profile?.name ?? null,
    sources,
  });
}

/** http(s) only, trailing slashes dropped so "/api/" and "/api" mean the same. */
export function normalizeBaseUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.search !== "" || url.hash !== "") return null;
  return url.toString().replace(/\/+$/, "");
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}

/** Only the global keys are decoded here; the command decodes its own. */
function pickGlobals(raw: unknown): Record<string, unknown> {
  if (typeof raw !== "object" || raw === null) return {};
  const source = Object.fromEntries(Object.entries(raw));
  return {
    baseUrl: source["baseUrl"],
    lang: source["lang"],
    json: source["json"],
    stateDir: source["stateDir"],
    timeout: source["timeout"],
    verbose: source["verbose"],
    device: source["device"],
    retry: source["retry"],
    codeFrom: source["codeFrom"],
  };
}
