import { createContext, use, useContext, type ReactNode } from "react";
import type { AppQuery } from "../../../core/query/app-query";
import type { AppServices } from "../../services/app-services";

/** What every auth form needs: the services, and the query the screen was opened with. */
export interface AuthEnvironment {
  /**
   * Null until they are in: the log-in renders, and hydrates the HTML's form in place, without them
   * (ADR-0532); the other forms read them through useAuthServices().
   */
  readonly services: AppServices | null;
  /** The services once built; asking loads them. For handlers that may run before they are in. */
  readonly ready: () => Promise<AppServices>;
  readonly query: AppQuery;
  /** The raw in-hash query, carried over when moving between auth screens. */
  readonly rawQuery: URLSearchParams;
  /** The optional `type` route param (AUTH-SCREEN-1) selecting the sub-form. */
  readonly type: string | undefined;
}

const AuthContext = createContext<AuthEnvironment | null>(null);

export function AuthProvider({ value, children }: { value: AuthEnvironment; children: ReactNode }) {
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuthEnvironment(): AuthEnvironment {
  const value = useContext(AuthContext);
  if (!value) throw new Error("AuthProvider is missing");
  return value;
}

/** The services, suspending (to the screen's form skeleton) until they are in. */
export function useAuthServices(): AppServices {
  const { services, ready } = useAuthEnvironment();
  return services ?? use(ready());
}
