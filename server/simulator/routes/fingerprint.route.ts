import { createHash } from "node:crypto";
import { CODES } from "../domain/response-codes";
import { ok, type ApiReply, type ApiRequest } from "./api-request";
import { fail } from "./replies";

/**
 * Stand-in for the fingerprint service's proxy: a stable visitor id from user agent and address.
 * Switchable to 404 so the client's local-fingerprint fallback can be exercised.
 */
export function fingerprintVisitor(req: ApiRequest): ApiReply {
  if (req.state.config.fingerprintProxy404) {
    return fail(req, { code: CODES.notFound, key: "notFound", status: 404 });
  }
  const ua = req.headers["user-agent"] ?? "";
  const visitorId = createHash("sha256").update(`${ua}\n${req.remoteAddress}`).digest("hex").slice(0, 32);
  return ok(req, { visitorId });
}
