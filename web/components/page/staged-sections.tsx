import { startTransition, useEffect, useState, type ComponentType } from "react";

/**
 * Sections below the fold, in page order, rendered after the first frame one per task, each in a
 * transition, so no single render, commit or layout is long (Lighthouse TBT). Its own component, so
 * that growing it does not render what is above the fold again. Anchor jumps wait for their section
 * (web/layout/section-scroll.ts).
 */
export function StagedSections({
  sections,
  className,
}: {
  readonly sections: readonly ComponentType[];
  readonly className: string;
}) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= sections.length) return;
    const next = setTimeout(() => startTransition(() => setCount((n) => n + 1)), 0);
    return () => clearTimeout(next);
  }, [count, sections.length]);
  return (
    <div className={className}>
      {sections.slice(0, count).map((Section, i) => (
        <Section key={i} />
      ))}
    </div>
  );
}
