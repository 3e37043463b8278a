import { useTranslation } from "react-i18next";
import type { AuthState } from "../../../core/auth/auth-state";
import { formatPhone, looksLikePhone } from "../../../core/rules/phone-format";
import { useSignalValue } from "../../shell/screen-doors";

/** What the drawer and the member pages show about the logged-in user, read from the auth signals. */
export function useMember(auth: AuthState) {
  const { t } = useTranslation("common");
  const user = useSignalValue(auth.user);
  const memberId = useSignalValue(auth.memberId) ?? (user?.memberId != null ? String(user.memberId) : null);
  const name = auth.displayName(t("menu.defaultName"));
  const phone = user?.phone ?? user?.mobile ?? null;
  return {
    // A nickname or account ID that is a phone number (some backends use the number) reads grouped too.
    name: looksLikePhone(name) ? formatPhone(name) : name,
    memberId,
    username: user?.username ?? null,
    email: user?.email ?? null,
    phone: phone === null ? null : formatPhone(phone),
  };
}
