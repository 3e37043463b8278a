// @vitest-environment happy-dom
// The sign-up form over the shared fake use-cases: it starts from the verify step's draft, shows
// the core rule set's complaints without sending, and on a taken account ID (10004) empties and
// re-validates the field and offers the fresh ID the use-case suggests.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiCallFailure } from "../../../../core/auth/use-case-failure";
import { err } from "../../../../core/result/result";
import { authEnvironment } from "../../support/auth-environment";
import { AuthProvider } from "../../../../web/screens/auth/auth-context";
import { clearSignupDraft, saveSignupDraft } from "../../../../web/screens/auth/signup-draft";
import { SignupForm } from "../../../../web/screens/auth/signup-form";
import { fakeAppServices } from "../../../support/fake-app-services";
import { formProviders } from "../../support/form-providers";
import { testI18n } from "../../../support/test-i18n";

beforeEach(() =>
  saveSignupDraft({
    registerToken: "rt-1",
    identifier: { channel: "email", email: "ana@example.com" },
    accountId: "user_abcde",
    nickname: "abcde User",
  }),
);
afterEach(() => {
  cleanup();
  clearSignupDraft();
});

async function setup() {
  const i18n = await testI18n("en-US", ["auth", "validation", "errors", "common"]);
  const services = fakeAppServices();
  const { useCases } = services;
  const { wrap } = formProviders(i18n, services);
  render(
    wrap(
      <AuthProvider value={authEnvironment(services)}>
        <SignupForm />
      </AuthProvider>,
    ),
  );
  await act(async () => undefined);
  return { useCases };
}

const input = (label: string) => screen.getByLabelText(label, { selector: "input" });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submitForm = () => act(async () => void fireEvent.submit(document.querySelector("form")!));

describe("sign-up form", () => {
  it("starts from the draft: the verified email, the generated account ID and nickname", async () => {
    await setup();
    expect(screen.getByLabelText("Email")).toHaveProperty("value", "ana@example.com");
    expect(input("Account ID")).toHaveProperty("value", "user_abcde");
    expect(input("Nickname")).toHaveProperty("value", "abcde User");
  });

  it("shows a mismatched confirmation and sends nothing", async () => {
    const { useCases } = await setup();
    const signup = vi.spyOn(useCases.signup, "execute");
    type("Password", "secret12");
    type("Confirm password", "secret13");
    await submitForm();
    expect(signup).not.toHaveBeenCalled();
    expect(input("Confirm password").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input("Confirm password"));
  });

  it("a taken account ID is emptied and re-validated, and the suggested one can be taken", async () => {
    const { useCases } = await setup();
    const taken = apiCallFailure({ kind: "server", code: 10004, message: "taken" }, { flow: "register" });
    const signup = vi
      .spyOn(useCases.signup, "execute")
      .mockResolvedValue(err({ ...taken, suggestedAccountId: "fresh_id1" }));
    type("Password", "secret12");
    type("Confirm password", "secret12");
    await submitForm();
    expect(signup).toHaveBeenCalledWith(
      expect.objectContaining({
        registerToken: "rt-1",
        identifier: { channel: "email", email: "ana@example.com" },
        password: "secret12",
        confirmPassword: "secret12",
        username: "user_abcde",
        nickname: "abcde User",
      }),
    );
    expect(input("Account ID")).toHaveProperty("value", "");
    expect(input("Account ID").getAttribute("aria-invalid")).toBe("true");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "fresh_id1" })));
    expect(input("Account ID")).toHaveProperty("value", "fresh_id1");
  });
});
