import type { ServerResponse } from "node:http";
import { runtimeConfigText } from "../../adapters/config/runtime-config-file";

export const RUNTIME_CONFIG_PATH = "/runtime-config.json";

/** What the route reads: the simulator's live dev config, or the operator's settings in proxy mode. */
export interface RuntimeConfig {
  readonly callbackOrigins: readonly string[] | undefined;
}

/**
 * With CALLBACK_ORIGINS (or --callback-origins, or a dev patch) set, the server answers
 * /runtime-config.json itself with those origins, instead of the built file: an operator of the
 * local server configures the callback allow-list without editing the build, and parallel test
 * servers never write into the shared dist folder. Without it the built file is served as is.
 * Returns false when it has nothing to say.
 */
export function serveRuntimeConfig(
  config: RuntimeConfig,
  method: string | undefined,
  res: ServerResponse,
): boolean {
  if (config.callbackOrigins === undefined) return false;
  const body = runtimeConfigText({ callbackOrigins: config.callbackOrigins });
  res.writeHead(200, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-cache",
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(method === "HEAD" ? undefined : body);
  return true;
}
