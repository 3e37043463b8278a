import type { ServerResponse } from "node:http";
import { runtimeConfigText } from "../../core/contract/runtime-config-file";
import type { RuntimeConfigSource } from "./runtime-config-source";

export const RUNTIME_CONFIG_PATH = "/runtime-config.json";

/** What the route reads: the simulator's live dev config, or the operator's settings in proxy mode. */
export interface RuntimeConfig {
  readonly callbackOrigins: readonly string[] | undefined;
}

/**
 * /runtime-config.json as this server's operator configured it: the --runtime-config file as is,
 * or, with CALLBACK_ORIGINS (or --callback-origins, or a dev patch) set, that file's or the built
 * file's settings with those callback origins; parallel test servers never write into the shared
 * dist folder. Without either the built file is served as a static file: returns false.
 */
export function serveRuntimeConfig(
  config: RuntimeConfig,
  source: RuntimeConfigSource,
  method: string | undefined,
  res: ServerResponse,
): boolean {
  let body: string;
  if (config.callbackOrigins !== undefined)
    body = runtimeConfigText({ ...source.read.config, callbackOrigins: config.callbackOrigins });
  else if (source.text !== undefined) body = source.text;
  else return false;
  res.writeHead(200, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-cache",
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(method === "HEAD" ? undefined : body);
  return true;
}
