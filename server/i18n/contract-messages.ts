/**
 * English texts for the OpenAPI document: the meaning of each code (server.json) and the app's
 * message keys (errors.json), looked up by `namespace:key`.
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import errors from "../../locales/en-US/errors.json";
import server from "../../locales/en-US/server.json";

export const SERVER_LOCALES: readonly string[] = ["zh-CN", "zh-TW", "en-US", "en-AU", "ja", "ko", "ru"];

const decode = Schema.decodeUnknownOption(Schema.Record(Schema.String, Schema.String));
const NAMESPACES: ReadonlyMap<string, Readonly<Record<string, string>>> = new Map([
  ["errors", Option.getOrElse(decode(errors), () => ({}))],
  ["server", Option.getOrElse(decode(server), () => ({}))],
]);

export function englishMessage(key: string): string | undefined {
  const [namespace, name] = key.split(":");
  if (namespace === undefined || name === undefined) return undefined;
  const table = NAMESPACES.get(namespace);
  return table === undefined ? undefined : Object.entries(table).find(([k]) => k === name)?.[1];
}
