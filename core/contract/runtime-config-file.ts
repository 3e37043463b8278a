/**
 * `runtime-config.json`, served beside index.html (README "Runtime configuration"): its shape and
 * its text, shared by the web app that reads it (adapters/config/runtime-config-file.ts) and the
 * local server that answers it.
 */
import * as Schema from "effect/Schema";

export const RuntimeConfigFile = Schema.Struct({
  callbackOrigins: Schema.optional(Schema.Array(Schema.String)),
});

/** The file's text for a list of origins (what the local server serves from its environment). */
export function runtimeConfigText(config: { readonly callbackOrigins: readonly string[] }): string {
  return `${JSON.stringify({ callbackOrigins: [...config.callbackOrigins] }, null, 2)}\n`;
}
