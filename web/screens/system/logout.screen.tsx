import { useEffect } from "react";
import { PageLoading } from "../../components/page/page-loading";
import { navigate } from "../../routes/hash-location";
import { useRequiredServices } from "../../services/services-context";

/** /logout: clears the login state and goes to /login (SPEC §2). No confirmation here; the menu asks. */
export default function LogoutScreen() {
  const services = useRequiredServices();
  useEffect(() => {
    void services.useCases.logout.execute().then(() => navigate("/login", { replace: true }));
  }, [services]);
  return <PageLoading />;
}
