/**
 * A `namespace:key` lookup over locale files the caller imported (core reads no files): how the
 * OpenAPI document gets its English texts in the server and in the CLI alike.
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";

const decode = Schema.decodeUnknownOption(Schema.Record(Schema.String, Schema.String));

/** The seven locales every message key exists in (checked by the locale parity test). */
export const CONTRACT_LOCALES: readonly string[] = ["zh-CN", "zh-TW", "en-US", "en-AU", "ja", "ko", "ru"];

export function messageLookup(
  namespaces: Readonly<Record<string, unknown>>,
): (key: string) => string | undefined {
  const tables = new Map(
    Object.entries(namespaces).map(([ns, json]) => [
      ns,
      new Map(Object.entries(Option.getOrElse(decode(json), () => ({})))),
    ]),
  );
  return (key) => {
    const at = key.indexOf(":");
    return at < 0 ? undefined : tables.get(key.slice(0, at))?.get(key.slice(at + 1));
  };
}
