/** Waits between attempts: a chunk request that failed on a flaky mobile network often works a moment later. */
export const CHUNK_RETRY_DELAYS_MS = [1000, 3000] as const;

/**
 * Runs a dynamic import again after a failure, then gives up with the last error so the caller can
 * show the error screen instead of a spinner that never ends.
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
}
