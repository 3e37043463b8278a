import { useEffect } from "react";
import { composeToken } from "../../../core/rules/token";
import { navigate } from "../../routes/hash-location";
import { RouteSkeleton } from "../../routes/route-skeleton";
import type { ScreenProps } from "../../routes/route-entry";
import { useRequiredServices } from "../../shell/screen-doors";
import { pathTo } from "../../routes/href-to";

/** /qy: an app hands over token and userId in the query; store them and open the dashboard (ROUTE-QY-1). */
export default function QyScreen({ query }: ScreenProps) {
  const services = useRequiredServices();
  const token = query.get("token")?.trim() ?? "";
  const userId = query.get("userId")?.trim() ?? "";
  useEffect(() => {
    // A token an HTTP header cannot carry is a broken link: ERR-MESSAGES-1 "Invalid or expired link,
    // please log in again", rather than a session whose every call would fail.
    if (token && composeToken("", token) === null) {
      navigate(pathTo("authError", {}, { reason: "expired" }), { replace: true });
      return;
    }
    if (token && userId) {
      services.auth.setQySession(token, userId);
      navigate(pathTo("dashboard"), { replace: true });
    } else {
      navigate(pathTo("login"), { replace: true });
    }
  }, [services, token, userId]);
  // The member home comes next (usually): its shape while the session is stored.
  return <RouteSkeleton name="dashboard" />;
}
