// @vitest-environment happy-dom
// The identifier + code forms (unlock, forgot password, sign-up verify) over the shared fake
// use-cases: the core rule set's complaints shown and nothing sent, the typed input handed to the
// use-case, and a wrong-code answer emptying the code field.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiCallFailure } from "../../../../core/auth/use-case-failure";
import type { FailureFlow } from "../../../../core/errors/error-catalogue";
import { err, ok } from "../../../../core/result/result";
import { authEnvironment } from "../../support/auth-environment";
import { AuthProvider } from "../../../../web/screens/auth/auth-context";
import { ForgotForm } from "../../../../web/screens/auth/forgot-form";
import { SignupVerifyForm } from "../../../../web/screens/auth/signup-verify-form";
import { UnlockForm } from "../../../../web/screens/auth/unlock-form";
import { fakeAppServices } from "../../../support/fake-app-services";
import { formProviders } from "../../support/form-providers";
import { testI18n } from "../../../support/test-i18n";

afterEach(cleanup);

async function setup(form: ReactNode) {
  const i18n = await testI18n("en-US", ["auth", "validation", "errors", "common"]);
  const services = fakeAppServices();
  const { useCases } = services;
  vi.spyOn(useCases.countries, "execute").mockResolvedValue(
    ok({ countries: [{ countryName: "China", countryCode: "+86", regionCode: "CN" }], selected: "CN" }),
  );
  const { dialogs, wrap } = formProviders(i18n, services);
  render(wrap(<AuthProvider value={authEnvironment(services)}>{form}</AuthProvider>));
  await act(async () => undefined);
  return { useCases, dialogs };
}

const input = (label: string) => screen.getByLabelText(label, { selector: "input" });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submitForm = () => act(async () => void fireEvent.submit(document.querySelector("form")!));
const wrongCode = (flow: FailureFlow) =>
  err(apiCallFailure({ kind: "server", code: 10003, message: "wrong code" }, { flow }));

describe("unlock form", () => {
  it("shows the phone rule under the field with focus on it and sends nothing", async () => {
    const { useCases } = await setup(<UnlockForm />);
    const unlock = vi.spyOn(useCases.unlock, "execute");
    type("Phone number", "12ab");
    type("Verification code", "123456");
    await submitForm();
    expect(unlock).not.toHaveBeenCalled();
    expect(input("Phone number").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input("Phone number"));
  });

  it("sends the typed phone and code, and a wrong code empties the code field", async () => {
    const { useCases, dialogs } = await setup(<UnlockForm />);
    const unlock = vi.spyOn(useCases.unlock, "execute").mockResolvedValue(wrongCode("unlock"));
    type("Phone number", "13800138000");
    type("Verification code", "123456");
    await submitForm();
    expect(unlock).toHaveBeenCalledWith({
      channel: "phone",
      country: "CN",
      phone: "13800138000",
      authCode: "123456",
    });
    await act(async () => dialogs.close(dialogs.current.value!.id, true));
    expect(input("Verification code")).toHaveProperty("value", "");
    expect(input("Phone number")).toHaveProperty("value", "13800138000");
  });
});

describe("forgot password form", () => {
  it("shows the code and confirmation complaints together, the code first", async () => {
    const { useCases } = await setup(<ForgotForm />);
    const forgot = vi.spyOn(useCases.forgot, "execute");
    type("Phone number", "13800138000");
    type("Verification code", "123");
    type("New password", "secret12");
    type("Confirm password", "secret13");
    await submitForm();
    expect(forgot).not.toHaveBeenCalled();
    expect(input("Verification code").getAttribute("aria-invalid")).toBe("true");
    expect(input("Confirm password").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input("Verification code"));
  });

  it("sends identifier, code and the new password twice", async () => {
    const { useCases } = await setup(<ForgotForm />);
    const forgot = vi.spyOn(useCases.forgot, "execute").mockResolvedValue(wrongCode("forgot"));
    type("Phone number", "13800138000");
    type("Verification code", "123456");
    type("New password", "secret12");
    type("Confirm password", "secret12");
    await submitForm();
    expect(forgot).toHaveBeenCalledWith({
      channel: "phone",
      country: "CN",
      phone: "13800138000",
      authCode: "123456",
      password: "secret12",
      confirmPassword: "secret12",
    });
  });
});

describe("sign-up verify form", () => {
  it("refuses to continue until the agreement is ticked", async () => {
    const { useCases } = await setup(<SignupVerifyForm />);
    const verify = vi.spyOn(useCases.signupVerify, "execute");
    type("Phone number", "13800138000");
    type("Verification code", "123456");
    await submitForm();
    expect(verify).not.toHaveBeenCalled();
    expect(screen.getByRole("checkbox").getAttribute("aria-invalid")).toBe("true");
  });

  it("sends the code with the agreement and empties the code after a wrong one", async () => {
    const { useCases } = await setup(<SignupVerifyForm />);
    const verify = vi.spyOn(useCases.signupVerify, "execute").mockResolvedValue(wrongCode("register-verify"));
    type("Phone number", "13800138000");
    type("Verification code", "123456");
    fireEvent.click(screen.getByRole("checkbox"));
    await submitForm();
    expect(verify).toHaveBeenCalledWith(
      expect.objectContaining({ channel: "phone", phone: "13800138000", authCode: "123456", agreed: true }),
    );
    expect(input("Verification code")).toHaveProperty("value", "");
  });
});
