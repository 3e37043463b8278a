import type { PostLoginTarget } from "../../../core/auth/post-login-target";
import { navigate } from "../../routes/hash-location";

/** The route param /external requires (AUTH-EXTERNAL-1); its value only says "this is the hand-off". */
export const HLO_AUTH = "hlo";

/** The fixed screen for a refused callback or redirect: the URL itself is never followed or shown. */
export const REJECTED_TARGET =
  "/auth-error?titleKey=errors:authErrorTitle&descKey=errors:verificationInvalid";

/** A `source` that is not the configured third party (FLOW-THIRDPARTY-1): the auth-error screen. */
export const THIRD_PARTY_REFUSED_TARGET =
  "/auth-error?titleKey=errors:authErrorTitle&descKey=errors:authFailed";

/** Leaves the login screen for the target the core chose (FLOW-LOGIN-1 order). */
export function goToTarget(
  target: PostLoginTarget,
  fallback: string,
  leave: (url: string) => void = (url) => location.replace(url),
): void {
  switch (target.kind) {
    case "external":
      navigate(`/external/${HLO_AUTH}?${new URLSearchParams({ ma: target.ma }).toString()}`, {
        replace: true,
      });
      return;
    case "redirect":
    case "callback":
      leave(target.url);
      return;
    case "rejected":
      navigate(REJECTED_TARGET, { replace: true });
      return;
    case "apply":
      navigate(`/invite/${target.role}`, { replace: true });
      return;
    case "home":
      navigate(fallback, { replace: true });
      return;
  }
}
