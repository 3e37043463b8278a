import type { PostLoginTarget } from "../../../core/auth/post-login-target";
import { navigate } from "../../routes/hash-location";
import { pathTo } from "../../routes/href-to";

/** The route param /external requires (AUTH-EXTERNAL-1); its value only says "this is the hand-off". */
export const HLO_AUTH = "hlo";

/** The auth-error screen with its title and the given description (namespaced message keys). */
const authError = (descKey: string) =>
  pathTo("authError", {}, { titleKey: "errors:authErrorTitle", descKey });

/** The fixed screen for a refused callback or redirect: the URL itself is never followed or shown. */
export const REJECTED_TARGET = authError("errors:verificationInvalid");

/** A `source` that is not the configured third party (FLOW-THIRDPARTY-1): the auth-error screen. */
export const THIRD_PARTY_REFUSED_TARGET = authError("errors:authFailed");

/** Leaves the login screen for the target the core chose (FLOW-LOGIN-1 order). */
export function goToTarget(
  target: PostLoginTarget,
  fallback: string,
  leave: (url: string) => void = (url) => location.replace(url),
): void {
  switch (target.kind) {
    case "external":
      navigate(pathTo("external", { hloAuth: HLO_AUTH }, { ma: target.ma }), { replace: true });
      return;
    case "redirect":
    case "callback":
      leave(target.url);
      return;
    case "rejected":
      navigate(REJECTED_TARGET, { replace: true });
      return;
    case "apply":
      navigate(pathTo("inviteForm", { type: target.role }), { replace: true });
      return;
    case "home":
      navigate(fallback, { replace: true });
      return;
  }
}
