import { parseAppQuery } from "../../../core/query/app-query";
import type { AppServices } from "../../../web/services/app-services";
import type { AuthEnvironment } from "../../../web/screens/auth/auth-context";

/** The auth screen's environment for a form under test: the services already in, a query string. */
export function authEnvironment(services: AppServices, search = ""): AuthEnvironment {
  const query = new URLSearchParams(search);
  return {
    services,
    ready: async () => services,
    query: parseAppQuery(query),
    rawQuery: query,
    type: undefined,
  };
}
