import { useEffect } from "react";
import { PageLoading } from "../../components/page/page-loading";
import { navigate } from "../../routes/hash-location";
import type { ScreenProps } from "../../routes/screen-props";
import { useRequiredServices } from "../../services/services-context";

/** /qy: an app hands over token and userId in the query; store them and open the dashboard (SPEC §2). */
export default function QyScreen({ query }: ScreenProps) {
  const services = useRequiredServices();
  const token = query.get("token")?.trim() ?? "";
  const userId = query.get("userId")?.trim() ?? "";
  useEffect(() => {
    if (token && userId) {
      services.auth.setQySession(token, userId);
      navigate("/dashboard", { replace: true });
    } else {
      navigate("/login", { replace: true });
    }
  }, [services, token, userId]);
  return <PageLoading />;
}
