/** The contract's number fields (core/contract/sso-requests.schema.ts): version 2, deviceType 8/9. */
const NUMBER_FIELDS: ReadonlySet<string> = new Set(["version", "deviceType"]);

/**
 * A query string or a form body carries every value as text; the contract types version and
 * deviceType as numbers (SPEC §9), so their digits are read as numbers here, before the contract's
 * schema decodes the input. Anything else stays text, and a value that is not digits is left for
 * the schema to refuse.
 */
export function readTextNumbers(fields: Readonly<Record<string, string>>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(fields))
    out[key] = NUMBER_FIELDS.has(key) && /^\d{1,6}$/.test(value.trim()) ? Number(value) : value;
  return out;
}
