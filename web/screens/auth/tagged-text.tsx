import { Fragment, type ReactElement, type ReactNode } from "react";

const TAG = /<(\w+)>([^<]*)<\/\1>/g;

/**
 * Renders one of our own message strings whose `<name>…</name>` parts become the given elements
 * (e.g. the agreement's links), in place of react-i18next's <Trans>, which with its HTML parser
 * cost the login first load about 4 KB gzip. Text is rendered as text; an unknown tag stays literal.
 */
export function taggedText(text: string, elements: Readonly<Record<string, (children: string) => ReactElement>>): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = "", inner = ""] = match;
    const make = elements[name];
    if (!make) continue;
    out.push(text.slice(last, match.index), <Fragment key={out.length}>{make(inner)}</Fragment>);
    last = match.index + whole.length;
  }
  out.push(text.slice(last));
  return out.filter((part) => part !== "");
}
