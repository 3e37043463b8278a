import { signal } from "@preact/signals-react";
import { useEffect, useState } from "react";
import { Router } from "wouter";
import { DialogHost } from "./components/dialog/dialog-host";
import { FeedbackProvider, type Feedback } from "./components/feedback/feedback-context";
import { ToastHost } from "./components/toast/toast-host";
import { LocaleProvider, type LocaleController } from "./i18n/locale-controller";
import { HeaderSlotProvider, type HeaderOverrides } from "./layout/header-slot";
import { hashHref, useHashPath, useHashSearch } from "./routes/hash-location";
import { RouteView } from "./routes/route-view";
import { ReactionProvider } from "./services/reaction-context";
import type { ReactionExecutor } from "./services/reaction-executor";
import { ServicesProvider, type ServicesHandle } from "./shell/app-doors";

export interface AppProps {
  readonly services: ServicesHandle;
  readonly feedback: Feedback;
  readonly reactions: ReactionExecutor;
  readonly locale: LocaleController;
}

/** The shell: providers, the router on the in-hash location, the route view and the feedback hosts. */
export function App({ services, feedback, reactions, locale }: AppProps) {
  const [headerSlot] = useState(() => signal<HeaderOverrides>({}));
  // The page is React's from here on (the prerendered HTML looks the same before; tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.app = "ready";
  }, []);
  return (
    <ServicesProvider handle={services}>
      <LocaleProvider value={locale}>
        <FeedbackProvider value={feedback}>
          <ReactionProvider value={reactions}>
            <HeaderSlotProvider value={headerSlot}>
              <Router hook={useHashPath} searchHook={useHashSearch} hrefs={hashHref}>
                <RouteView />
              </Router>
              <DialogHost store={feedback.dialogs} />
              <ToastHost store={feedback.toasts} />
            </HeaderSlotProvider>
          </ReactionProvider>
        </FeedbackProvider>
      </LocaleProvider>
    </ServicesProvider>
  );
}
