import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { DialogStore } from "../../../web/components/dialog/dialog-store";
import { FeedbackProvider } from "../../../web/components/feedback/feedback-context";
import { ToastStore } from "../../../web/components/toast/toast-store";
import { ReactionProvider } from "../../../web/services/reaction-context";
import { createReactionExecutor } from "../../../web/services/reaction-executor";
import type { AppServices } from "../../../web/services/app-services";
import { createServicesHandle, ServicesProvider } from "../../../web/shell/services/services-context";
import { loadedServicesHandle } from "../../support/fake-app-services";

/**
 * What a form needs around it: translations, real dialog and toast stores (to look at), and the
 * reaction executor over them, and the services when given (already loaded). Navigation and logout
 * do nothing here.
 */
export function formProviders(i18n: I18n, services?: AppServices) {
  const handle = services ? loadedServicesHandle(services) : createServicesHandle();
  const dialogs = new DialogStore();
  const toasts = new ToastStore();
  const reactions = createReactionExecutor({
    dialogs,
    toasts,
    t: (k) => i18n.t(k),
    loadNamespaces: async () => undefined,
    navigate: () => undefined,
    logout: () => undefined,
  });
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <FeedbackProvider value={{ dialogs, toasts }}>
        <ReactionProvider value={reactions}>
          <ServicesProvider handle={handle}>{children}</ServicesProvider>
        </ReactionProvider>
      </FeedbackProvider>
    </I18nextProvider>
  );
  return { dialogs, toasts, wrap };
}
