/**
 * A tiny path matcher for our route patterns: literal segments, `:name` and optional `:name?`.
 * Ours rather than wouter's Switch because the guard and the redirects must be decided by a pure
 * function (tested without React) before anything renders.
 */
export type RouteParams = Readonly<Record<string, string | undefined>>;

export function matchPath(pattern: string, path: string): RouteParams | null {
  const want = pattern.split("/").filter(Boolean);
  const have = path.split("/").filter(Boolean);
  const params: Record<string, string | undefined> = {};
  let i = 0;
  for (const segment of want) {
    const value = have[i];
    if (segment.startsWith(":")) {
      const optional = segment.endsWith("?");
      const name = segment.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (!optional) return null;
        params[name] = undefined;
        continue;
      }
      params[name] = safeDecode(value);
      i += 1;
      continue;
    }
    if (value !== segment) return null;
    i += 1;
  }
  return i === have.length ? params : null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Splits "/login?redirect=x" into its path and query (the query lives inside the hash). */
export function splitLocation(location: string): { path: string; search: string } {
  const at = location.indexOf("?");
  const rawPath = at === -1 ? location : location.slice(0, at);
  const search = at === -1 ? "" : location.slice(at + 1);
  const path = "/" + rawPath.replace(/^[#/]+/, "").replace(/\/+$/, "");
  return { path, search };
}

export function joinLocation(path: string, search: string | URLSearchParams): string {
  const query = typeof search === "string" ? search.replace(/^\?/, "") : search.toString();
  return query ? `${path}?${query}` : path;
}
