/**
 * `runtime-config.json`, served beside index.html: what an operator sets per deployment without a
 * rebuild, so one build serves every environment (docs/deploy.md "Build once, deploy many").
 *
 *   {
 *     "apiBase": "https://api.example.com/api",       // where /sso/… calls go; default "/api"
 *     "socketUrl": "wss://api.example.com/ws/echo",   // the chat socket; default this page's /ws/echo
 *     "chatCipherKey": "…",                            // the chat frames' AES key; default the built one
 *     "callbackOrigins": ["https://partner.example"]   // extra login callback targets
 *   }
 *
 * Every field is optional. A file that is not JSON, a field of the wrong type and a field that is
 * not one of these (a typo) are problems, reported with the file and field: the valid fields still
 * apply and a broken one falls back to its default, but never silently (the web logs each problem
 * and the screens that depend on the file show a notice; the server refuses to start).
 *
 * Its shape lives in the contract because three parts read or write it: the web app
 * (adapters/config/runtime-config-file.ts fetches it), the local server (serves it, builds its CSP
 * from it) and the deploy artefacts script.
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { adminOrigins } from "../host/admin-origin";
import { parseJson } from "../result/parse-json";

/** JSON.parse without the throw. */
export const RUNTIME_CONFIG_FILE = "runtime-config.json";

/** Stands for the page's origin when a path is resolved: whatever it resolves to must stay on it. */
const SAME_ORIGIN = "http://same-origin.invalid";

/**
 * Parsed as the browser will parse it: a path must stay on the page's origin once resolved, which
 * "//evil.example" and "/\\evil.example" (browsers read a backslash as a slash) do not; an
 * absolute URL must be http(s). No backslash anywhere (ADR-0473).
 */
function isApiBase(value: string): boolean {
  if (value.includes("\\")) return false;
  if (value.startsWith("/"))
    return URL.canParse(value, SAME_ORIGIN) && new URL(value, SAME_ORIGIN).origin === SAME_ORIGIN;
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

/** A path on this origin ("/api") or an absolute http(s) URL; never a query or fragment. */
const ApiBase = Schema.String.check(
  Schema.isPattern(/^(?:\/(?!\/)[^?#\s]*|https?:\/\/[^/?#\s]+(?:\/[^?#\s]*)?)$/),
  Schema.makeFilter(isApiBase),
);
/** An absolute ws(s) URL. */
const SocketUrl = Schema.String.check(Schema.isPattern(/^wss?:\/\/[^/?#\s]+(?:\/[^#\s]*)?$/));

/** Each field's schema and what it must be, for the message that names it. */
const FIELDS = {
  apiBase: { schema: ApiBase, expected: 'a path such as "/api" or an http(s) URL' },
  socketUrl: { schema: SocketUrl, expected: "a ws:// or wss:// URL" },
  chatCipherKey: { schema: Schema.NonEmptyString, expected: "a non-empty string" },
  callbackOrigins: { schema: Schema.Array(Schema.String), expected: "a list of origin strings" },
} as const;
type Field = keyof typeof FIELDS;
const isField = (key: string): key is Field => Object.hasOwn(FIELDS, key);

export const RuntimeConfigFile = Schema.Struct({
  apiBase: Schema.optional(ApiBase),
  socketUrl: Schema.optional(SocketUrl),
  chatCipherKey: Schema.optional(Schema.NonEmptyString),
  callbackOrigins: Schema.optional(Schema.Array(Schema.String)),
});

export interface RuntimeConfig {
  /** Where API calls go; undefined: the build's default ("/api" on this origin). */
  readonly apiBase?: string;
  /** The chat socket URL; undefined: ws(s) on this page's origin. */
  readonly socketUrl?: string;
  /** The chat frames' key; undefined: the build's default. */
  readonly chatCipherKey?: string;
  /** Normalised http(s) origins; entries that are not one are dropped. */
  readonly callbackOrigins: readonly string[];
}

/** One thing wrong with the file: `field` null when the file as a whole is unusable. */
export interface RuntimeConfigProblem {
  readonly file: string;
  readonly field: string | null;
  /** English, for logs and the console (the screens translate their own notice). */
  readonly detail: string;
}

export interface RuntimeConfigRead {
  readonly config: RuntimeConfig;
  readonly problems: readonly RuntimeConfigProblem[];
}

export const EMPTY_RUNTIME_CONFIG: RuntimeConfig = { callbackOrigins: [] };

const problem = (field: string | null, detail: string): RuntimeConfigProblem => ({
  file: RUNTIME_CONFIG_FILE,
  field,
  detail,
});

/** The file's text → its settings and whatever is wrong with it. */
export function readRuntimeConfig(text: string): RuntimeConfigRead {
  const json = parseJson(text);
  if (!json.ok) return { config: EMPTY_RUNTIME_CONFIG, problems: [problem(null, "is not valid JSON")] };
  const value = json.value;
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { config: EMPTY_RUNTIME_CONFIG, problems: [problem(null, "must be a JSON object")] };
  const problems: RuntimeConfigProblem[] = [];
  const config: { -readonly [K in keyof RuntimeConfig]: RuntimeConfig[K] } = { callbackOrigins: [] };
  for (const [key, raw] of Object.entries(value)) {
    if (!isField(key)) {
      problems.push(problem(key, `is not a setting (known: ${Object.keys(FIELDS).join(", ")})`));
      continue;
    }
    const decoded = Schema.decodeUnknownOption(RuntimeConfigFile)({ [key]: raw });
    if (Option.isNone(decoded)) {
      problems.push(problem(key, `must be ${FIELDS[key].expected}`));
      continue;
    }
    const field = decoded.value;
    if (field.apiBase !== undefined) config.apiBase = field.apiBase.replace(/\/+$/, "") || "/";
    if (field.socketUrl !== undefined) config.socketUrl = field.socketUrl;
    if (field.chatCipherKey !== undefined) config.chatCipherKey = field.chatCipherKey;
    if (field.callbackOrigins !== undefined) config.callbackOrigins = adminOrigins(field.callbackOrigins);
  }
  return { config, problems };
}

/** The settings alone (problems dropped): for callers that have already reported them. */
export function parseRuntimeConfig(text: string): RuntimeConfig {
  return readRuntimeConfig(text).config;
}

/** One line per problem, naming the file and the field, for a console or a log. */
export function describeProblem(item: RuntimeConfigProblem): string {
  return item.field === null
    ? `${item.file} ${item.detail}; its settings are ignored`
    : `${item.file}: "${item.field}" ${item.detail}; that setting is ignored`;
}

/** The file's text for some settings (what the local server serves from its environment). */
export function runtimeConfigText(config: RuntimeConfig): string {
  const { apiBase, socketUrl, chatCipherKey, callbackOrigins } = config;
  return `${JSON.stringify(
    {
      ...(apiBase === undefined ? {} : { apiBase }),
      ...(socketUrl === undefined ? {} : { socketUrl }),
      ...(chatCipherKey === undefined ? {} : { chatCipherKey }),
      callbackOrigins: [...callbackOrigins],
    },
    null,
    2,
  )}\n`;
}

/**
 * The origins a page needs in CSP connect-src for these settings, besides its own: the API's and
 * the chat socket's when they live elsewhere. Shared by the bundled server and the generated host
 * configurations, so the policy always follows the file.
 */
export function connectOrigins(config: RuntimeConfig): string[] {
  const origins = new Set<string>();
  for (const url of [config.apiBase, config.socketUrl])
    if (url !== undefined && URL.canParse(url)) origins.add(new URL(url).origin);
  return [...origins];
}
