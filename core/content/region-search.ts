import { REGION_ALIASES } from "./region-aliases";

/** What the region search looks at for one entry of the list. */
export interface RegionSearchEntry {
  readonly regionCode: string;
  /** The name shown, in the interface language. */
  readonly name: string;
  /** "+44"; empty for the account-login entry. */
  readonly dialCode: string;
}

/**
 * Folds what people type and what they match to one form: compatibility forms (full-width
 * letters, half-width kana) to their plain twins, accents dropped ("España" = "espana", "ё" = "е"),
 * lower case, and spaces and punctuation gone ("U.S.A." = "usa", "+44" = "44").
 */
export const foldForSearch = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]/gu, "");

const EXACT = 0;
const PREFIX = 1;
const INSIDE = 2;

/** How well `query` (already folded) matches `entry`: 0 exact, 1 prefix, 2 inside, undefined none. */
const score = (query: string, entry: RegionSearchEntry): number | undefined => {
  const words = [entry.name, ...(REGION_ALIASES[entry.regionCode.toUpperCase()] ?? [])].map(foldForSearch);
  const code = foldForSearch(entry.regionCode);
  const dial = foldForSearch(entry.dialCode);
  if (code === query || dial === query || words.includes(query)) return EXACT;
  if ((dial !== "" && dial.startsWith(query)) || words.some((word) => word.startsWith(query))) return PREFIX;
  if (words.some((word) => word.includes(query))) return INSIDE;
  return undefined;
};

/**
 * The entries matching `query` by name, alias, ISO code or dialling code, best first: an exact
 * name or code ("UK", "us", "44") before a name that starts with the query ("Ukraine"), before one
 * that only contains it ("Russia" for "us"); the list's own order within each. An empty query
 * keeps the whole list.
 */
export const searchRegions = <T>(
  query: string,
  items: readonly T[],
  entryOf: (item: T) => RegionSearchEntry,
): readonly T[] => {
  const folded = foldForSearch(query);
  if (folded === "") return items;
  return items
    .map((item, index) => ({ item, index, rank: score(folded, entryOf(item)) }))
    .filter((hit): hit is { item: T; index: number; rank: number } => hit.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((hit) => hit.item);
};
