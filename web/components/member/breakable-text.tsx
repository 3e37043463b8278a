import { Fragment } from "react";
import { breakChances } from "./break-chances";

/** A name or address with line-break chances where a reader would accept one (break-chances.ts). */
export function BreakableText({ text }: { text: string }) {
  return (
    <>
      {breakChances(text).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
