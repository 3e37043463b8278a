/**
 * The options every command shares, decoded from commander's raw values merged over environment
 * variables. Flags win over the environment, which wins over defaults.
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { err, ok, type Result } from "../../core/result/result";
import type { DeviceKind } from "../../core/rules/device-type";
import { CLI_LOCALES, isCliLocale, localeFromEnvironment, type CliLocale } from "../i18n/cli-locales";
import { decodeArg, DigitsText, OptionalFlag, OptionalText } from "./decode-arg";

export const DEFAULT_BASE_URL = "http://127.0.0.1:8080/api";
export const DEFAULT_TIMEOUT_MS = 8000;
export const MAX_TIMEOUT_MS = 600_000;

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
});

const Device = Schema.Literals(["mobile", "desktop"]);

export function decodeGlobalOptions(
  raw: unknown,
  env: NodeJS.ProcessEnv,
): Result<GlobalOptions, UsageProblem> {
  const decoded = decodeArg(RawGlobals, pickGlobals(raw));
  if (Option.isNone(decoded)) return err({ key: "usage.generic", params: { detail: "global options" } });
  const g = decoded.value;

  const baseUrl = normalizeBaseUrl(g.baseUrl ?? nonEmpty(env["LUMEN_BASE_URL"]) ?? DEFAULT_BASE_URL);
  if (baseUrl === null) return err({ key: "usage.baseUrl" });

  const lang = g.lang ?? localeFromEnvironment(env);
  if (!isCliLocale(lang)) return err({ key: "usage.lang", params: { locales: CLI_LOCALES.join(", ") } });

  const timeoutText = g.timeout ?? nonEmpty(env["LUMEN_TIMEOUT"]);
  let timeoutMs = DEFAULT_TIMEOUT_MS;
  if (timeoutText !== undefined) {
    const digits = decodeArg(DigitsText, timeoutText);
    const value = Option.isSome(digits) ? Number(digits.value) : NaN;
    if (!(value >= 1 && value <= MAX_TIMEOUT_MS)) return err({ key: "usage.timeout" });
    timeoutMs = value;
  }

  let device: DeviceKind | null = null;
  if (g.device !== undefined) {
    const kind = decodeArg(Device, g.device);
    if (Option.isNone(kind)) return err({ key: "usage.device", params: { value: g.device } });
    device = kind.value;
  }

  return ok({
    baseUrl,
    lang,
    json: g.json === true,
    stateDir: g.stateDir ?? nonEmpty(env["LUMEN_STATE_DIR"]) ?? null,
    timeoutMs,
    verbose: g.verbose === true,
    device,
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
  };
}
