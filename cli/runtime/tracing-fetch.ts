/**
 * --verbose: wraps fetch to print each request and response on stderr, secrets redacted (see
 * output/redact.ts). Wrapping fetch rather than the HTTP client shows exactly what went over the
 * wire, after field encoding and header assembly. Each response line carries the server's
 * X-Request-Id, the key to the backend's log line for that call.
 */
import { redactBody, redactHeaders, redactUrl } from "../output/redact";

export function tracingFetch(
  base: typeof fetch,
  trace: (line: string) => void,
  now: () => number = () => performance.now(),
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = request.url;
    const body = init?.body;
    trace(`→ ${request.method} ${redactUrl(url)}`);
    trace(`  ${JSON.stringify(redactHeaders(request.headers.entries()))}`);
    if (typeof body === "string" && body !== "") trace(`  ${redactBody(url, body)}`);
    const started = now();
    try {
      const response = await base(input, init);
      const elapsed = Math.round(now() - started);
      const text = await response
        .clone()
        .text()
        .catch(() => "");
      // The server's id for this exchange, so a traced call (a smoke row) can be found in its log.
      const requestId = response.headers.get("x-request-id");
      const id = requestId === null ? "" : ` [X-Request-Id: ${requestId}]`;
      trace(`← ${response.status} ${redactUrl(url)} (${elapsed} ms)${id}`);
      if (text !== "") trace(`  ${redactBody(url, text)}`);
      return response;
    } catch (error) {
      const elapsed = Math.round(now() - started);
      trace(`← ✗ ${redactUrl(url)} (${elapsed} ms): ${error instanceof Error ? error.name : "error"}`);
      throw error;
    }
  };
}
