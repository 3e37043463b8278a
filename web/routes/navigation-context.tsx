import { createContext, useContext, type ReactNode } from "react";
import type { Navigation } from "./resolve-navigation";

type Rendered = Extract<Navigation, { kind: "render" }>;

const CurrentRouteContext = createContext<Rendered | null>(null);

export function CurrentRouteProvider({ value, children }: { value: Rendered; children: ReactNode }) {
  return <CurrentRouteContext value={value}>{children}</CurrentRouteContext>;
}

/** The route being shown: its definition (name, meta), path params and the in-hash query. */
export function useCurrentRoute(): Rendered {
  const value = useContext(CurrentRouteContext);
  if (!value) throw new Error("useCurrentRoute outside a route");
  return value;
}
