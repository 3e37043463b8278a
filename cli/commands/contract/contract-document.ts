/** The OpenAPI document of the contract this CLI was built with (what `lumen contract` prints). */
import { buildOpenApiDocument } from "../../../core/contract/openapi-document";
import { CONTRACT_LOCALES, messageLookup } from "../../../core/contract/message-lookup";
import { SSO_ENDPOINTS } from "../../../core/contract/sso-endpoints";
import errors from "../../../locales/en-US/errors.json";
import server from "../../../locales/en-US/server.json";

export const contractDocument = (): unknown =>
  buildOpenApiDocument({
    endpoints: SSO_ENDPOINTS,
    english: messageLookup({ errors, server }),
    locales: CONTRACT_LOCALES,
  });
