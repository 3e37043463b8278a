/**
 * A phone number as people of its country write it in international form ("+86 138 0013 8000",
 * "+1 415-555-2671", "+7 912 345-67-89"), so #/mine and the menu do not show "+8613800138000".
 *
 * Deliberately without Intl or a metadata library: the output depends only on the input, the same
 * in every browser, Node and test run, and the few groupings the product's markets need fit here.
 * The groupings follow the international format of libphonenumber for those countries; a number
 * whose length does not fit its country's plan, or a country not listed, gets the generic grouping.
 */

/** ITU-T E.164 country codes of two digits; 1 and 7 are the one-digit zones, the rest have three. */
const TWO_DIGIT_CODES = new Set([
  "20", "27", "30", "31", "32", "33", "34", "36", "39", "40", "41", "43", "44", "45", "46", "47",
  "48", "49", "51", "52", "53", "54", "55", "56", "57", "58", "60", "61", "62", "63", "64", "65",
  "66", "81", "82", "84", "86", "90", "91", "92", "93", "94", "95", "98",
]); // prettier-ignore

/** Splits `digits` into consecutive groups of the given sizes (the last takes what is left). */
function groups(digits: string, sizes: readonly number[]): string[] {
  const out: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    out.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) out.push(digits.slice(at));
  return out;
}

/**
 * Any length: as few groups of at most four as possible, sizes as even as possible, the longer
 * groups last ("12 345", "123 4567", "1234 5678", "123 456 789", "123 456 7890").
 */
export function genericGroups(digits: string): string[] {
  const count = Math.max(1, Math.ceil(digits.length / 4));
  const base = Math.floor(digits.length / count);
  const longer = digits.length % count;
  const sizes = Array.from({ length: count }, (_, i) => base + (i >= count - longer ? 1 : 0));
  return groups(digits, sizes);
}

type Plan = (national: string) => string | null;

const spaced = (national: string, sizes: readonly number[]) => groups(national, sizes).join(" ");

/** +86: mobiles 3-4-4; Beijing (10) and the 2x cities have two-digit area codes, the rest three. */
const china: Plan = (n) => {
  if (n.length === 11 && n.startsWith("1")) return spaced(n, [3, 4, 4]);
  if (n.length < 9 || n.length > 11) return null;
  const area = n.startsWith("10") || n.startsWith("2") ? 2 : 3;
  const rest = n.length - area;
  return [n.slice(0, area), ...groups(n.slice(area), rest === 8 ? [4, 4] : [3, 4])].join(" ");
};

/** +1 (US, Canada and the rest of the NANP): 415-555-2671. */
const nanp: Plan = (n) => (n.length === 10 ? groups(n, [3, 3, 4]).join("-") : null);

/** +44: London 20 7946 0958, mobiles 7400 123456, 3-3-4 for 3xx/8xx/9xx and the big cities. */
const uk: Plan = (n) => {
  if (n.length !== 10) return null;
  if (n.startsWith("2")) return spaced(n, [2, 4, 4]);
  if (n.startsWith("7")) return spaced(n, [4, 6]);
  if (/^(1\d1|11\d|[389])/.test(n)) return spaced(n, [3, 3, 4]);
  return spaced(n, [4, 6]);
};

/** +81: mobiles (70/80/90…) 90-1234-5678, Tokyo and Osaka 3-1234-5678, other areas 45-123-4567. */
const japan: Plan = (n) => {
  if (n.length === 10) return groups(n, [2, 4, 4]).join("-");
  if (n.length !== 9) return null;
  return groups(n, /^[36]/.test(n) ? [1, 4, 4] : [2, 3, 4]).join("-");
};

/** +82: mobiles 10-1234-5678, Seoul 2-123-4567 or 2-1234-5678, other areas 31-123-4567. */
const korea: Plan = (n) => {
  const area = n.startsWith("2") ? 1 : 2;
  const middle = n.length - area - 4;
  if (middle < 3 || middle > 4) return null;
  return groups(n, [area, middle, 4]).join("-");
};

/** +7 (Russia, Kazakhstan): 912 345-67-89. */
const russia: Plan = (n) => {
  if (n.length !== 10) return null;
  const [a, b, c, d] = groups(n, [3, 3, 2, 2]);
  return `${a} ${b}-${c}-${d}`;
};

/** +886: mobiles 912 345 678; Taipei 2 1234 5678; other areas one digit then 3-4 or 4-4. */
const taiwan: Plan = (n) => {
  if (n.length === 9 && n.startsWith("9")) return spaced(n, [3, 3, 3]);
  if (n.length === 9) return spaced(n, [1, 4, 4]);
  if (n.length === 8) return spaced(n, [1, 3, 4]);
  return null;
};

/** +852: 5123 4567. */
const hongKong: Plan = (n) => (n.length === 8 ? spaced(n, [4, 4]) : null);

/** +61: mobiles 412 345 678, landlines 2 1234 5678. */
const australia: Plan = (n) => {
  if (n.length !== 9) return null;
  return spaced(n, n.startsWith("4") || n.startsWith("5") ? [3, 3, 3] : [1, 4, 4]);
};

const PLANS: ReadonlyMap<string, Plan> = new Map([
  ["1", nanp],
  ["7", russia],
  ["44", uk],
  ["61", australia],
  ["81", japan],
  ["82", korea],
  ["86", china],
  ["852", hongKong],
  ["886", taiwan],
]);

/** How many of the leading digits are the country code (E.164 codes are prefix-free). */
export function countryCodeLength(digits: string): number {
  if (digits.startsWith("1") || digits.startsWith("7")) return 1;
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}

/** Spaces, dashes, dots, brackets and slashes people put between digits. */
const SEPARATORS = /[\s\-.()/]/g;

/** E.164: a "+", then at most 15 digits; fewer than 4 cannot be a number anywhere. */
const INTERNATIONAL = /^\+\d{4,15}$/;

/**
 * Formats an international number ("+8613800138000", also "+86 138-0013-8000"). Anything that is
 * not a "+" followed by 4–15 digits (a national number without its code, an account ID) is
 * returned trimmed, as given: guessing its country would be wrong more often than not.
 */
export function formatPhone(raw: string): string {
  const trimmed = raw.trim();
  const compact = trimmed.replace(SEPARATORS, "");
  if (!INTERNATIONAL.test(compact)) return trimmed;
  const digits = compact.slice(1);
  const codeLength = countryCodeLength(digits);
  const code = digits.slice(0, codeLength);
  const national = digits.slice(codeLength);
  const formatted = PLANS.get(code)?.(national) ?? genericGroups(national).join(" ");
  return `+${code} ${formatted}`;
}

/** True when `text` is an international number formatPhone reformats (a name that is a phone). */
export function looksLikePhone(text: string): boolean {
  return INTERNATIONAL.test(text.trim().replace(SEPARATORS, ""));
}
