import { currentHashLocation } from "./hash-location";
import { joinLocation, splitLocation } from "./route-path";

/**
 * `path` with the address's `?lang` carried on (ROUTE-LANG-1, ADR-0383): a language chosen in the
 * address stays there when the app moves the visitor on, so a reload or a shared link keeps it.
 */
export function keepingLang(path: string, from: string = currentHashLocation()): string {
  const lang = new URLSearchParams(splitLocation(from).search).get("lang");
  if (lang === null) return path;
  const { path: target, search } = splitLocation(path);
  const query = new URLSearchParams(search);
  if (!query.has("lang")) query.set("lang", lang);
  return joinLocation(target, query);
}
