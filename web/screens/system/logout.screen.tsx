import { useEffect } from "react";
import { keepingLang, navigate } from "../../routes/hash-location";
import { RouteSkeleton } from "../../routes/route-skeleton";
import { useRequiredServices } from "../../shell/screen-doors";
import { pathTo } from "../../routes/href-to";

/** /logout: clears the login state and goes to /login (AUTH-LOGOUT-1). No confirmation here; the menu asks. */
export default function LogoutScreen() {
  const services = useRequiredServices();
  useEffect(() => {
    void services.useCases.logout
      .execute()
      .then(() => navigate(keepingLang(pathTo("login")), { replace: true }));
  }, [services]);
  // /login comes next: its shape, rather than a spinner, while the session is cleared.
  return <RouteSkeleton name="login" />;
}
