import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ScreenModule } from "./route-entry";
import { entryOf, type RouteName } from "./route-manifest";
import type { ScreenProps } from "./route-entry";

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

interface ScreenChunk {
  /** Fetches the chunk (once; later calls share the download). */
  readonly load: () => Promise<ScreenModule>;
  /** The module once it has arrived (prefetched or rendered before), else null. */
  readonly loaded: () => ScreenModule | null;
}

const chunk = (load: () => Promise<ScreenModule>): ScreenChunk => {
  let module: ScreenModule | null = null;
  let loading: Promise<ScreenModule> | null = null;
  return {
    load: () =>
      (loading ??= load().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          loading = null; // a later visit may try again
          throw error;
        },
      )),
    loaded: () => module,
  };
};

/**
 * A thenable that React.lazy reads as already resolved: a screen whose chunk was prefetched then
 * renders in the same commit as the navigation, without its Suspense fallback (the full-screen
 * spinner) showing for a frame. A native promise always resolves a task later.
 */
function settled(module: ScreenModule): Promise<ScreenModule> {
  const thenable = {
    then(onFulfilled?: (arrived: ScreenModule) => unknown) {
      onFulfilled?.(module);
      return thenable;
    },
  };
  // React.lazy only calls then(); its type asks for a Promise.
  return thenable as unknown as Promise<ScreenModule>;
}

/**
 * One chunk per manifest loader: routes that render the same screen (the auth form's five modes,
 * the error pages) pass the same loader, so they share the download and the lazy component.
 */
const chunkByLoader = new Map<() => Promise<ScreenModule>, ScreenChunk>();
export function screenChunkOf(name: RouteName): ScreenChunk {
  const loader = entryOf(name).screen;
  let known = chunkByLoader.get(loader);
  if (!known) chunkByLoader.set(loader, (known = chunk(loader)));
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
