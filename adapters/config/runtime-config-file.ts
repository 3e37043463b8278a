/**
 * `runtime-config.json`, served beside index.html: what an operator sets per deployment without
 * a rebuild (ADR-0150). Today one field: `callbackOrigins`, origins a login callback may point to
 * besides this site and the admin domains. Read once when the services start, schema-checked;
 * a missing or broken file means "nothing extra", never a broken app.
 *
 *   { "callbackOrigins": ["https://partner.example", "https://ops.example:8443"] }
 */
import * as Schema from "effect/Schema";
import { adminOrigins } from "../../core/host/admin-origin";
import { decodeWith, parseJson } from "../decoding/decode";

export const RUNTIME_CONFIG_FILE = "runtime-config.json";

export const RuntimeConfigFile = Schema.Struct({
  callbackOrigins: Schema.optional(Schema.Array(Schema.String)),
});

export interface RuntimeConfig {
  /** Normalised http(s) origins; entries that are not one are dropped. */
  readonly callbackOrigins: readonly string[];
}

export const EMPTY_RUNTIME_CONFIG: RuntimeConfig = { callbackOrigins: [] };

/** The file's text → its settings; anything that is not the documented shape reads as empty. */
export function parseRuntimeConfig(text: string): RuntimeConfig {
  const json = parseJson(text);
  if (!json.ok) return EMPTY_RUNTIME_CONFIG;
  const decoded = decodeWith(RuntimeConfigFile, json.value);
  if (!decoded.ok) return EMPTY_RUNTIME_CONFIG;
  return { callbackOrigins: adminOrigins(decoded.value.callbackOrigins ?? []) };
}

/** The file's text for a list of origins (what the local server serves from its environment). */
export function runtimeConfigText(config: RuntimeConfig): string {
  return `${JSON.stringify({ callbackOrigins: [...config.callbackOrigins] }, null, 2)}\n`;
}

/**
 * Fetches and parses the file next to the page. `no-store` so an operator's edit applies on the
 * next load (the service worker leaves this file to the network as well).
 */
export async function loadRuntimeConfig(
  url: string,
  fetcher: typeof globalThis.fetch = globalThis.fetch,
): Promise<RuntimeConfig> {
  try {
    const response = await fetcher(url, { cache: "no-store", credentials: "omit" });
    return response.ok ? parseRuntimeConfig(await response.text()) : EMPTY_RUNTIME_CONFIG;
  } catch {
    return EMPTY_RUNTIME_CONFIG;
  }
}
