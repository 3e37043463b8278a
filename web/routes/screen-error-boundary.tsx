import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../components/form/button";

function ScreenFailed() {
  const { t } = useTranslation("common");
  return (
    <section className="screen-failed" role="alert" aria-labelledby="screen-failed-title">
      <h1 id="screen-failed-title" className="screen-failed__title">
        {t("errorPages.error.title")}
      </h1>
      <p className="screen-failed__desc">{t("errorPages.error.desc")}</p>
      <Button onClick={() => location.reload()}>{t("actions.reload")}</Button>
    </section>
  );
}

/**
 * A screen whose chunk or services failed to load (offline, a deploy replaced the chunk) would
 * otherwise unmount the whole app and leave a blank page; this keeps the header and offers a reload.
 * Keyed by route in the caller, so navigating elsewhere starts fresh.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}
