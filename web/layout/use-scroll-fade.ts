import { useEffect, useState } from "react";

/** Header fade distance (LIMIT-LAYOUT-1: default 360 px). */
export const HEADER_FADE_PX = 360;

/** 0 at the top of the page, 1 after `distance` px of scrolling; updated once per frame. */
export function useScrollFade(distance = HEADER_FADE_PX): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setProgress(Math.min(1, Math.max(0, scrollY / distance)));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    addEventListener("scroll", onScroll, { passive: true });
    return () => {
      removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [distance]);
  return progress;
}
