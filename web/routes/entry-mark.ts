import * as Option from "effect/Option";
import * as Schema from "effect/Schema";

/**
 * What the app knows about how the visitor reached this history entry, kept in `history.state`
 * beside its depth (history-depth.ts): it survives a reload and Back/Forward, and a typed or
 * shared address has none. "signed-up": the entry was reached from a sign-up that just succeeded,
 * so the member is new (the dashboard says "Welcome", not "Welcome back").
 */
export type EntryMark = "signed-up";

const Marked = Schema.Struct({ lumenMark: Schema.Literal("signed-up") });
const decodeMarked = Schema.decodeUnknownOption(Marked);

/** The `state` option for navigate() that marks the entry it makes. */
export const markedState = (mark: EntryMark): { readonly lumenMark: EntryMark } => ({ lumenMark: mark });

/** The mark of the current entry, if any. */
export function entryMark(state: unknown = history.state): EntryMark | null {
  return Option.match(decodeMarked(state), { onNone: () => null, onSome: (s) => s.lumenMark });
}
