import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { settled, type LoadOnce } from "./load-once";

/** A lazy component out of a route's part (ADR-0435), in the same commit when it was prefetched. */
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
