import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ScreenModule } from "./route-entry";
import { entryOf, type RouteName } from "./route-manifest";
import type { ScreenProps } from "./route-entry";
import { loadOnce, settled, type LoadOnce } from "./load-once";

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

type ScreenChunk = LoadOnce<ScreenModule>;

/**
 * One chunk per manifest loader: routes that render the same screen (the auth form's five modes,
 * the error pages) pass the same loader, so they share the download and the lazy component.
 */
const chunkByLoader = new Map<() => Promise<ScreenModule>, ScreenChunk>();
export function screenChunkOf(name: RouteName): ScreenChunk {
  const loader = entryOf(name).screen;
  let known = chunkByLoader.get(loader);
  if (!known) chunkByLoader.set(loader, (known = loadOnce(loader)));
  return known;
}

/** One lazy component per chunk, so routes that share a chunk share the component too. */
const lazyByChunk = new Map<ScreenChunk, Screen>();
function screenFor(screenChunk: ScreenChunk): Screen {
  const known = lazyByChunk.get(screenChunk);
  if (known) return known;
  const made = lazy(() => {
    const module = screenChunk.loaded();
    return module ? settled(module) : screenChunk.load();
  });
  lazyByChunk.set(screenChunk, made);
  return made;
}

export function screenOf(name: RouteName): Screen {
  return screenFor(screenChunkOf(name));
}
