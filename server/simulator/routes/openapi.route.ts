import { buildOpenApiDocument } from "../../../core/contract/openapi-document";
import { SSO_ENDPOINTS } from "../../../core/contract/sso-endpoints";
import { CONTRACT_LOCALES } from "../../../core/contract/message-lookup";
import { englishMessage } from "./contract-messages";
import type { ApiReply } from "./api-request";

let cached: unknown;

/**
 * GET /api/openapi.json: the contract generated from its Schemas on first request (about 20 ms),
 * then kept; a bare document, not an envelope, so OpenAPI tools read it as it is.
 */
export function openApiDocument(): ApiReply {
  cached ??= buildOpenApiDocument({
    endpoints: SSO_ENDPOINTS,
    english: englishMessage,
    locales: CONTRACT_LOCALES,
  });
  return { status: 200, body: cached };
}
