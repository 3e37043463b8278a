import { createContext, useContext, type ReactNode } from "react";
import type { UseCases } from "../../../core/app/use-cases";
import type { AppQuery } from "../../../core/query/app-query";
import type { AppServices } from "../../services/app-services";

/** What every auth form needs: the services, the use-cases and the query the screen was opened with. */
export interface AuthEnvironment {
  readonly services: AppServices;
  /** `services.useCases`, the one record; named here because every form reads it. */
  readonly useCases: UseCases;
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
