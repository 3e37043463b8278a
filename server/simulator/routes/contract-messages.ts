/** English texts for the OpenAPI document: code meanings (server.json) and the app's messages (errors.json). */
import { messageLookup } from "../../../core/contract/message-lookup";
import errors from "../../../locales/en-US/errors.json";
import server from "../../../locales/en-US/server.json";

export const englishMessage = messageLookup({ errors, server });
