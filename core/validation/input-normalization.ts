/**
 * Input clean-up shared by the rules. CJK input methods often type full-width forms
 * ("１２３", "＠"), which look identical to the user, so identifiers fold them to ASCII.
 * Passwords are never folded: a secret must reach the server exactly as typed.
 */

const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/g;
const FULL_WIDTH_OFFSET = 0xfee0;

/** Full-width ASCII forms (U+FF01–U+FF5E) become their ASCII twins; the ideographic space becomes a space. */
export const foldFullWidth = (raw: string): string =>
  raw
    .replace(FULL_WIDTH_ASCII, (ch) => String.fromCharCode(ch.charCodeAt(0) - FULL_WIDTH_OFFSET))
    .replace(/\u3000/g, " ");

/** Every kind of Unicode white space, including no-break and ideographic spaces, and zero-width marks people paste in. */
const ANY_SPACE = /[\s\u200B-\u200D\u2060\uFEFF]/gu;

export const stripSpaces = (raw: string): string => raw.replace(ANY_SPACE, "");

/** Trim Unicode white space and zero-width marks at both ends. */
export const trimAll = (raw: string): string =>
  raw.replace(/^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/gu, "");

/** Length in Unicode code points, so an emoji or a CJK extension character counts once. */
export const codePointLength = (text: string): number => {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};

/** C0/C1 control characters (tabs, new lines, NUL, DEL …). */
export const hasControlCharacter = (text: string): boolean => /\p{Cc}/u.test(text);
