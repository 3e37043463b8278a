import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element has come within half a screen of the viewport, and stays so once it has:
 * a part below the fold asks for its data only then, so a visitor who never scrolls that far never
 * pays for it on a phone's data plan. Without IntersectionObserver (the build's render), at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // Of the viewport's height: the data is asked for half a screen before the part is seen.
      { rootMargin: "50% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
