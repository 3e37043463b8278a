/**
 * The first screens' text, a JSON block in the prerendered HTML. Checked by hand: effect/Schema would
 * put ~25 KB gzip into the entry chunk for one check.
 */
export type EmbeddedText = Readonly<Record<string, Record<string, unknown>>>;

export const EMBEDDED_TEXT_ID = "first-screen-text";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Namespace → bundle, or null when the text is absent, unreadable or not of that shape. */
export function parseEmbeddedText(json: string | null | undefined): EmbeddedText | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const text: Record<string, Record<string, unknown>> = {};
  for (const [ns, bundle] of Object.entries(value)) {
    if (!isRecord(bundle)) return null;
    text[ns] = bundle;
  }
  return Object.keys(text).length > 0 ? text : null;
}
