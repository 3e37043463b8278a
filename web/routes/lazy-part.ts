import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { settled, type LoadOnce } from "./load-once";

/**
 * A lazy component out of a route's part (a screen's sub-form in a chunk of its own, ADR-0435):
 * renders in the same commit when the part was prefetched, else suspends (the nearest fallback
 * shows) while it is on its way. The prefetch and the component share `part`, hence one download.
 */
export function lazyPart<M, P extends object>(
  part: LoadOnce<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  const toComponent = (module: M) => ({ default: pick(module) });
  return lazy(() => {
    const module = part.loaded();
    return module ? settled(toComponent(module)) : part.load().then(toComponent);
  });
}
