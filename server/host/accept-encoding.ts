/** The precompressed variants the client accepts, best first (brotli beats gzip on text). */
export function acceptedEncodings(header: string | undefined): ("br" | "gzip")[] {
  const accepted = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const wildcard = accepted.get("*");
  const allows = (name: string): boolean => (accepted.get(name) ?? wildcard ?? 0) > 0;
  const out: ("br" | "gzip")[] = [];
  if (allows("br")) out.push("br");
  if (allows("gzip")) out.push("gzip");
  return out;
}
