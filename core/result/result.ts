/**
 * A plain success-or-failure value. Use-cases and ports return this instead of throwing, so every
 * failure is a typed value the error catalogue can map, and callers are forced to look at it.
 */
export type Result<A, E> =
  { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: E };

export const ok = <A>(value: A): Result<A, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** The value of a result that cannot fail (`Result<A, never>`), without a branch for it. */
export const valueOf = <A>(result: Result<A, never>): A => (result.ok ? result.value : result.error);
