import http from "node:http";
import { withSpecFields, withSpecQuery } from "../../../support/spec-fields";
import type { Envelope } from "../../support/server-harness";

/**
 * One API call from a chosen loopback address (127.0.0.0/8 all reaches the server on Linux), so a
 * test can be two different clients without a proxy. The call's SPEC fields are added where the
 * test did not set them (tests/support/spec-fields.ts).
 */
export function apiFrom(
  serverUrl: string,
  localAddress: string,
  apiPath: string,
  body?: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<Envelope> {
  const payload = body === undefined ? undefined : JSON.stringify(withSpecFields(apiPath, body));
  const url = new URL(`/api${payload === undefined ? withSpecQuery(apiPath) : apiPath}`, serverUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: payload === undefined ? "GET" : "POST",
        localAddress,
        headers: {
          "Accept-Language": "en-US",
          ...(payload === undefined ? {} : { "Content-Type": "application/json" }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          try {
            const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
            if (typeof parsed !== "object" || parsed === null || !("code" in parsed))
              throw new Error(`not an envelope: ${String(parsed)}`);
            resolve({
              code: Number(parsed.code),
              message: String(Object(parsed).message),
              data: Object(parsed).data,
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}
