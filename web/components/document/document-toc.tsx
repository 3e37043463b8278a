import type { MouseEvent } from "react";

export interface TocEntry {
  readonly id: string;
  readonly title: string;
}

/**
 * The routes live in the hash (#/privacy/…), so a plain "#section" link would navigate away.
 * The links keep their href for "copy link" and assistive tech, and scroll and move focus
 * themselves instead.
 */
export function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView?.({ behavior: reduce ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

export function DocumentToc({
  label,
  entries,
  numbered = true,
}: {
  label: string;
  entries: readonly TocEntry[];
  numbered?: boolean;
}) {
  return (
    <nav className="doc-toc" aria-labelledby="doc-toc-title">
      <h2 id="doc-toc-title" className="doc-toc__title">
        {label}
      </h2>
      <ol className={`doc-toc__list ${numbered ? "" : "doc-toc__list--plain"}`}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} onClick={(event) => scrollToSection(event, entry.id)}>
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
