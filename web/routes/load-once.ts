// No React here: the route manifest holds these, and the HTML's inline boot script bundles it.

/** A chunk fetched once (a screen, or a part of one: ADR-0435); a failed download may be tried again. */
export interface LoadOnce<T> {
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
 * A thenable React.lazy reads as resolved (a native promise resolves a task later): a prefetched
 * chunk renders in the navigation's commit, without its fallback showing for a frame.
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
