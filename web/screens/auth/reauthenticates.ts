import type { AppQuery } from "../../../core/query/app-query";

/** The flows a logged-in member goes through on purpose (FLOW-LOGIN-1's targets that need a new log-in). */
export const reauthenticates = (query: AppQuery): boolean =>
  query.callback !== undefined ||
  query.host ||
  query.assistant ||
  query.ma !== undefined ||
  query.source !== undefined;
