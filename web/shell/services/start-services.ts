import type { CompositionOptions, composeServices } from "../../composition-root";
import { CHUNK_RETRY_DELAYS_MS, loadWithRetry } from "./load-with-retry";
import { nextTask } from "./next-task";
import type { ServicesHandle } from "./services-context";

export interface ServiceChunks {
  /** The schemas (and effect/Schema under them), whose module evaluation builds every schema. */
  readonly schemas: () => Promise<unknown>;
  readonly compositionRoot: () => Promise<{ readonly composeServices: typeof composeServices }>;
  readonly retryDelaysMs?: readonly number[];
  readonly nextTask?: () => Promise<void>;
}

const CHUNKS: ServiceChunks = {
  schemas: () => import("../../../core/sso/sso.schema"),
  compositionRoot: () => import("../../composition-root"),
};

/**
 * Loads and builds the services in short tasks, not one long one: the schemas' evaluation, the
 * composition root's, composing (which yields inside), the hand-over. Chunks are retried; a failure
 * ends on the screens' error state, never a spinner.
 */
export async function startServices(
  handle: ServicesHandle,
  options: Omit<CompositionOptions, "nextTask">,
  chunks: ServiceChunks = CHUNKS,
): Promise<void> {
  const delays = chunks.retryDelaysMs ?? CHUNK_RETRY_DELAYS_MS;
  const yieldTask = chunks.nextTask ?? nextTask;
  try {
    await loadWithRetry(chunks.schemas, delays);
    await yieldTask();
    const { composeServices } = await loadWithRetry(chunks.compositionRoot, delays);
    await yieldTask();
    const composed = await composeServices({ ...options, nextTask: yieldTask });
    await yieldTask();
    handle.provide(composed);
  } catch (error) {
    handle.fail(error);
  }
}
