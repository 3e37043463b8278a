// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import InviteCompleteScreen from "../../../../web/screens/creator/invite-complete.screen";
import { readInviteCompletion, saveInviteCompletion } from "../../../../web/screens/creator/invite-handoff";
import { testI18n } from "../../../support/test-i18n";

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, "", "/#/invite/invite-complete");
});
afterEach(cleanup);

async function show() {
  const i18n = await testI18n("en-US", ["creator"]);
  return render(
    <I18nextProvider i18n={i18n}>
      <InviteCompleteScreen />
    </I18nextProvider>,
  );
}

describe("invite-complete guard", () => {
  it("sends a visitor who did not come from the form to /home", async () => {
    const { container } = await show();
    expect(location.hash).toBe("#/home");
    expect(container.textContent).toBe("");
  });

  it("ignores a tampered note", async () => {
    sessionStorage.setItem("lumen.invite-complete", JSON.stringify({ role: "admin", email: "x@y.z" }));
    await show();
    expect(location.hash).toBe("#/home");
  });

  it("shows the confirmation after the form left its note, and forgets it on leaving", async () => {
    saveInviteCompletion(sessionStorage, { role: "streamer", email: "ana@example.com" });
    const view = await show();
    expect(location.hash).toBe("#/invite/invite-complete");
    expect(screen.getByRole("heading", { name: "Application submitted" })).toBeTruthy();
    expect(view.container.textContent).toContain("ana@example.com");
    expect(view.container.textContent).toContain("streamer");
    view.unmount();
    expect(readInviteCompletion(sessionStorage)).toBeNull();
  });
});
