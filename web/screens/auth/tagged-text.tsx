import { Fragment, type ReactElement, type ReactNode } from "react";

const TAG = /<(\w+)>([^<]*)<\/\1>/g;

/**
 * Renders one of our own message strings whose `<name>…</name>` parts become the given elements
 * (e.g. the agreement's links), in place of react-i18next's <Trans>, whose HTML parser weighed on
 * the login first load for one sentence. Text is rendered as text; an unknown tag stays literal.
 */
export function taggedText(
  text: string,
  elements: Readonly<Record<string, (children: string) => ReactElement>>,
): ReactNode[] {
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
