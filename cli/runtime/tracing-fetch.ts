/**
 * --verbose: wraps fetch to print each request and response on stderr, secrets redacted (see
 * output/redact.ts). Wrapping fetch rather than the HTTP client shows exactly what went over the
 * wire, after field encoding and header assembly.
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
      trace(`← ${response.status} ${redactUrl(url)} (${elapsed} ms)`);
      if (text !== "") trace(`  ${redactBody(url, text)}`);
      return response;
    } catch (error) {
      const elapsed = Math.round(now() - started);
      trace(`← ✗ ${redactUrl(url)} (${elapsed} ms): ${error instanceof Error ? error.name : "error"}`);
      throw error;
    }
  };
}
