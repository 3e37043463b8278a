/**
 * An error and its causes, outermost first: Node's fetch hides the system error (ECONNRESET,
 * ECONNREFUSED…) a few `cause`s deep. Bounded, since a cause may point back at its error.
 */
export function causeChain(error: unknown, depth = 6): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (chain.length < depth && typeof current === "object" && current !== null) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** The system or library error code (`code: "ECONNRESET"`), if the value carries one. */
export function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined;
}

/**
 * The connection closed under a request before any answer: what a kept-alive connection does when
 * the server closed it while it was idle (Node's fetch reports ECONNRESET or "other side closed").
 */
export const isConnectionReset = (error: unknown): boolean =>
  causeChain(error).some((link) => {
    const code = errorCode(link);
    return code === "ECONNRESET" || code === "EPIPE" || code === "UND_ERR_SOCKET";
  });
