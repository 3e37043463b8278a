/**
 * Where the boot script keeps the id of the field that last had the focus (`<html data-…>`), from
 * the first paint on: an input React removes takes the focus with it and no event says so, and the
 * form replacing it gives the focus back to its own input of that id (typed-carry.ts, ADR-0410).
 */
export const FOCUSED_FIELD_KEY = "focusedField";
