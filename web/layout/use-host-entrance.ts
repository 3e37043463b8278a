import { useTranslation } from "react-i18next";
import { useToasts } from "../components/feedback/feedback-context";
import { navigate } from "../routes/hash-location";
import { useReactions } from "../services/reaction-context";
import type { ServicesHandle } from "../shell/app-doors";
import { pathTo } from "../routes/href-to";

/**
 * Host entrance (ROUTE-HOST-1): log in with the first reachable admin domain as callback, host=1 and
 * hc_source=ho; when none answers, a toast says so.
 */
export function useHostEntrance(handle: Pick<ServicesHandle, "ready">): () => Promise<void> {
  const { i18n } = useTranslation("common");
  const toasts = useToasts();
  const reactions = useReactions();
  return async () => {
    const services = await handle.ready;
    const result = await services.useCases.hostEntrance.execute();
    if (result.ok) {
      const query = new URLSearchParams({ ...result.value });
      navigate(pathTo("login", {}, query));
      return;
    }
    if (result.error.kind === "no-admin-domain") {
      await i18n.loadNamespaces("errors");
      toasts.warning(i18n.t(result.error.key));
      return;
    }
    await reactions.execute(result.error.reaction);
  };
}
