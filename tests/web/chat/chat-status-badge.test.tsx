// @vitest-environment happy-dom
import { signal, type Signal } from "@preact/signals-react";
import { act, cleanup, render, screen } from "@testing-library/react";
import type { i18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ChatStatus } from "../../../web/chat/chat-link";
import { ChatStatusBadge } from "../../../web/chat/chat-status-badge";
import type { AppServices } from "../../../web/services/app-services";
import { ServicesProvider } from "../../../web/shell/services/services-context";
import { fakeAppServices, loadedServicesHandle } from "../../support/fake-app-services";
import { testI18n } from "../../support/test-i18n";

let i18n: i18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(cleanup);

/** Real auth state over memory; the badge reads only `chat`, which each test drives. */
function servicesWith(status: Signal<ChatStatus>): AppServices {
  return fakeAppServices({ chat: { status, dispose: () => undefined } });
}

function renderBadge(status: Signal<ChatStatus>) {
  const handle = loadedServicesHandle(servicesWith(status));
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider handle={handle}>
        <ChatStatusBadge />
      </ServicesProvider>
    </I18nextProvider>,
  );
  return screen.getByRole("status");
}

describe("ChatStatusBadge", () => {
  it("shows nothing while off and follows the session's state", () => {
    const status = signal<ChatStatus>("off");
    const badge = renderBadge(status);
    expect(badge.textContent).toBe("");
    expect(badge.dataset.state).toBe("off");
    act(() => {
      status.value = "connecting";
    });
    expect(badge.textContent).toBe("Chat connecting…");
    act(() => {
      status.value = "authenticated";
    });
    expect(badge.textContent).toBe("Chat connected");
    expect(badge.dataset.state).toBe("connected");
    act(() => {
      status.value = "reconnecting";
    });
    expect(badge.textContent).toBe("Chat reconnecting…");
    act(() => {
      status.value = "failed";
    });
    expect(badge.textContent).toBe("Chat offline");
    act(() => {
      status.value = "closed";
    });
    expect(badge.textContent).toBe("");
  });
});
