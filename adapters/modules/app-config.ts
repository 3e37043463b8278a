/**
 * Settings every composition root needs, in one decoded shape. The web reads them from the build
 * (import.meta.env) and the page origin, the CLI from flags and environment; both pass whatever
 * they have through `resolveAppConfig`, which decodes it with Schema and fills the defaults.
 */
import * as Schema from "effect/Schema";
import { DEFAULT_CHAT_CIPHER_KEY } from "../../core/contract/default-chat-key";
import { decodeWith } from "../decoding/decode";
import { DEFAULT_TIMEOUT_MS } from "../http/ofetch-http-client";
import type { FieldEncoding } from "../http/field-codec";
import type { DeviceLabel } from "../http/request-context";
import type { UseCaseConfig } from "./use-case-config";

/**
 * The login link `source` of the one partner allowed to use the third-party flow (FLOW-THIRDPARTY-1), named
 * after the `fromFameEx` login field of API-CALLS-1. The web build overrides it with
 * VITE_THIRD_PARTY_SOURCE (empty = no source accepted).
 */
export const DEFAULT_THIRD_PARTY_SOURCE = "fameex";

export interface AppConfig {
  /** "/api" in the browser (same origin), a full URL such as "http://127.0.0.1:8080/api" in the CLI. */
  readonly apiBase: string;
  /** Full ws(s) URL of the chat socket; empty means "derive from the page origin". */
  readonly socketUrl: string;
  readonly cipherKey: string;
  readonly fieldEncoding: FieldEncoding;
  readonly timeoutMs: number;
  /** Mini-apps live at `{origin}/{appFolder}/app/{ma}/index.html`. */
  readonly appFolder: string;
  /** Origins a login callback may point to (besides the admin domains). */
  readonly allowedCallbackOrigins: readonly string[];
  /** Login-link `source` values that may use the third-party flow (FLOW-THIRDPARTY-1: one); others → auth-error. */
  readonly acceptedThirdPartySource: readonly string[];
  /** CLI only: directory of the file store; absent means the user's config directory. */
  readonly stateDir?: string;
  /** X-Device: "h5" (mobile web), "web" (desktop) or "cli". */
  readonly device: DeviceLabel;
}

const Strings = Schema.Array(Schema.String);

/** What a caller may supply; every field optional, every field checked. */
export const AppConfigInput = Schema.Struct({
  apiBase: Schema.optional(Schema.NonEmptyString),
  socketUrl: Schema.optional(Schema.String),
  cipherKey: Schema.optional(Schema.NonEmptyString),
  fieldEncoding: Schema.optional(Schema.Literals(["base64", "plain"])),
  timeoutMs: Schema.optional(Schema.Number.check(Schema.isGreaterThan(0))),
  appFolder: Schema.optional(Schema.NonEmptyString),
  allowedCallbackOrigins: Schema.optional(Strings),
  acceptedThirdPartySource: Schema.optional(Strings),
  stateDir: Schema.optional(Schema.NonEmptyString),
  device: Schema.optional(Schema.Literals(["h5", "web", "cli"])),
});

export const DEFAULT_APP_CONFIG: AppConfig = {
  apiBase: "/api",
  socketUrl: "",
  cipherKey: DEFAULT_CHAT_CIPHER_KEY,
  fieldEncoding: "base64",
  timeoutMs: DEFAULT_TIMEOUT_MS,
  appFolder: "mini",
  allowedCallbackOrigins: [],
  acceptedThirdPartySource: [DEFAULT_THIRD_PARTY_SOURCE],
  device: "web",
};

/**
 * Decodes `input` over `base`. Input that does not decode as a whole is rejected field by field:
 * each valid field is kept and each invalid one falls back to the base, so one bad environment
 * variable cannot silently drop the others.
 */
export function resolveAppConfig(input: unknown, base: AppConfig = DEFAULT_APP_CONFIG): AppConfig {
  const whole = decodeWith(AppConfigInput, input);
  if (whole.ok) return merge(base, whole.value);
  if (typeof input !== "object" || input === null) return base;
  let config = base;
  for (const [key, value] of Object.entries(input)) {
    const one = decodeWith(AppConfigInput, { [key]: value });
    if (one.ok) config = merge(config, one.value);
  }
  return config;
}

function merge(base: AppConfig, input: typeof AppConfigInput.Type): AppConfig {
  const stateDir = input.stateDir ?? base.stateDir;
  return {
    apiBase: input.apiBase ?? base.apiBase,
    socketUrl: input.socketUrl ?? base.socketUrl,
    cipherKey: input.cipherKey ?? base.cipherKey,
    fieldEncoding: input.fieldEncoding ?? base.fieldEncoding,
    timeoutMs: input.timeoutMs ?? base.timeoutMs,
    appFolder: input.appFolder ?? base.appFolder,
    allowedCallbackOrigins: input.allowedCallbackOrigins ?? base.allowedCallbackOrigins,
    acceptedThirdPartySource: input.acceptedThirdPartySource ?? base.acceptedThirdPartySource,
    device: input.device ?? base.device,
    ...(stateDir === undefined ? {} : { stateDir }),
  };
}

/** The use-cases' settings from the app's: the page origin is always an allowed callback origin. */
export function useCaseConfigFrom(config: AppConfig, origin: string): UseCaseConfig {
  return {
    callbackOrigins: [origin, ...config.allowedCallbackOrigins.filter((o) => o !== origin)],
    miniAppOrigin: origin,
    miniAppFolder: config.appFolder,
  };
}
