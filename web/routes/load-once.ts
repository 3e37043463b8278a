// No React here: the route manifest holds these, and the HTML's inline boot script bundles it.

/** A chunk fetched at most once (a screen, or a part of one: ADR-0435): later calls share the download, a failed one may be tried again. */
export interface LoadOnce<T> {
  /** Fetches the chunk (once; later calls share the download). */
  readonly load: () => Promise<T>;
  /** The module once it has arrived (prefetched or rendered before), else null. */
  readonly loaded: () => T | null;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let module: T | null = null;
  let loading: Promise<T> | null = null;
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
}

/**
 * A thenable that React.lazy reads as already resolved: a component whose chunk was prefetched then
 * renders in the same commit as the navigation, without its Suspense fallback (the full-screen
 * spinner, or the form's skeleton) showing for a frame.
 * A native promise always resolves a task later.
 */
export function settled<T>(module: T): Promise<T> {
  const thenable = {
    then(onFulfilled?: (arrived: T) => unknown) {
      onFulfilled?.(module);
      return thenable;
    },
  };
  // React.lazy only calls then(); its type asks for a Promise.
  return thenable as unknown as Promise<T>;
}
