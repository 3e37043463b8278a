import { useSignals } from "@preact/signals-react/runtime";
import { useTranslation } from "react-i18next";
import type { AuthState } from "../../../core/auth/auth-state";

/** What the drawer and the member pages show about the logged-in user, read from the auth signals. */
export function useMember(auth: AuthState) {
  useSignals();
  const { t } = useTranslation("common");
  const user = auth.user.value;
  const memberId = auth.memberId.value ?? (user?.memberId != null ? String(user.memberId) : null);
  return {
    name: auth.displayName(t("menu.defaultName")),
    memberId,
    username: user?.username ?? null,
    email: user?.email ?? null,
    phone: user?.phone ?? user?.mobile ?? null,
  };
}
