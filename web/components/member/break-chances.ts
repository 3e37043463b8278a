/**
 * Where a long name or address may break across lines, as a reader would cut it: between a run of
 * Latin letters and digits and a run of another script ("2ycg6|Пользователь", the generated
 * nickname), after "@" and before "." or "_" ("name|@example|.com"). The parts joined give the text
 * back. CSS alone (overflow-wrap) breaks such a word wherever the line ends: "2ycg6Пол|ьзовател|ь".
 */
export function breakChances(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  const chars = [...text];
  let at = 0;
  for (let i = 1; i < chars.length; i += 1) {
    at += chars[i - 1]!.length;
    const before = chars[i - 1]!;
    const here = chars[i]!;
    const scriptChange =
      isLetterOrDigit(before) && isLetterOrDigit(here) && isAscii(before) !== isAscii(here);
    if (scriptChange || before === "@" || here === "." || here === "_") {
      parts.push(text.slice(start, at));
      start = at;
    }
  }
  parts.push(text.slice(start));
  return parts.filter((part) => part !== "");
}

const isAscii = (char: string): boolean => char.charCodeAt(0) < 0x80;
const isLetterOrDigit = (char: string): boolean => /[\p{L}\p{N}]/u.test(char);
