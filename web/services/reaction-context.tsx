import { createContext, useContext, type ReactNode } from "react";
import type { ReactionExecutor } from "./reaction-executor";

const ReactionContext = createContext<ReactionExecutor | null>(null);

export function ReactionProvider({ value, children }: { value: ReactionExecutor; children: ReactNode }) {
  return <ReactionContext value={value}>{children}</ReactionContext>;
}

/** `const react = useReactions(); await react.execute(reactionFor(failure, { flow: "login" }), { clearField })`. */
export function useReactions(): ReactionExecutor {
  const value = useContext(ReactionContext);
  if (!value) throw new Error("ReactionProvider is missing");
  return value;
}
