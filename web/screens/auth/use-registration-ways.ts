import { useEffect, useState } from "react";
import type { SignupWay } from "../../../core/rules/registration-type";
import { useAuthServices } from "./auth-context";

export interface RegistrationWays {
  readonly ways: readonly SignupWay[];
  readonly way: SignupWay;
  readonly setWay: (way: SignupWay) => void;
}

/**
 * Which sign-up ways the server allows (FLOW-REGTYPE-1: 1 phone, 2 email, 3 both) and the one chosen
 * last time. If the type cannot be fetched both are offered and the server has the last word
 * when the code is requested.
 */
export function useRegistrationWays(preferred: SignupWay | undefined): RegistrationWays {
  const { useCases } = useAuthServices();
  const [state, setState] = useState<{ ways: readonly SignupWay[]; way: SignupWay }>({
    ways: ["phone", "email"],
    way: preferred ?? "phone",
  });
  useEffect(() => {
    let live = true;
    void useCases.registrationType
      .execute()
      .catch(() => null)
      .then((result) => {
        if (!live || !result?.ok) return;
        const { ways, way } = result.value;
        setState({ ways, way: preferred && ways.includes(preferred) ? preferred : way });
      });
    return () => {
      live = false;
    };
  }, [useCases, preferred]);
  return {
    ...state,
    setWay: (way) => {
      useCases.registrationType.remember(way);
      setState((prev) => ({ ...prev, way }));
    },
  };
}
