import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "../../components/page/page-loading";
import { navigate } from "../../routes/hash-location";
import type { ScreenProps } from "../../routes/route-entry";
import { useReactions } from "../../services/reaction-context";
import { useRequiredServices } from "../../shell/screen-doors";
import { scrubAddressBar } from "./scrub-url";
import "./auth.css";
import { pathTo } from "../../routes/href-to";

/**
 * /external/:hloAuth — the one-time authentication hand-off (AUTH-EXTERNAL-1). The one-time-auth use-case
 * checks the mini-app link and page and trades the stored token for a one-time code; this screen
 * only scrubs the address bar, shows progress and carries out the outcome.
 */
export default function ExternalScreen({ params, query }: ScreenProps) {
  const services = useRequiredServices();
  const reactions = useReactions();
  const { t, i18n } = useTranslation(["auth", "errors"]);
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  const hloAuth = params.hloAuth;
  const ma = query.get("ma");

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Whatever happens next, no credential stays visible or in history.
    scrubAddressBar();
    if (!hloAuth) {
      navigate(pathTo("login"), { replace: true });
      return;
    }
    void services.useCases.oneTimeAuth.execute({ ma, lang: i18n.language }).then(async (result) => {
      if (result.ok) {
        location.replace(result.value.url);
        return;
      }
      if (result.error.kind === "no-token") {
        navigate(pathTo("login"), { replace: true });
        return;
      }
      // The dialog has no confirm button (AUTH-EXTERNAL-2); the page behind it says the same, for good.
      setFailed(true);
      await reactions.execute(result.error.reaction);
    });
  }, [hloAuth, ma, services, reactions, i18n.language]);

  return (
    <section className="auth-external" aria-labelledby="external-title">
      <h1 id="external-title" className="auth-external__title">
        {failed ? t("errors:authFailed") : t("external.title")}
      </h1>
      {failed ? null : <PageLoading />}
    </section>
  );
}
