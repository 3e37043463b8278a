// @vitest-environment happy-dom
// The login form against fake use-cases: submit disabled until filled, loading while the call
// runs, never stuck after a failure or a throw, the catalogue's clear-field honoured, and the
// code button's get → sending → countdown → resend cycle.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UseCases } from "../../../../core/app/use-cases";
import type { LoginInput } from "../../../../core/auth/login.use-case";
import { reactionFor } from "../../../../core/errors/error-catalogue";
import { err, ok } from "../../../../core/result/result";
import { AuthProvider } from "../../../../web/screens/auth/auth-context";
import { authEnvironment } from "../../support/auth-environment";
import { LoginForm } from "../../../../web/screens/auth/login-form";
import { FakeClock } from "../../../support/fake-clock";
import { fakeAppServices } from "../../../support/fake-app-services";
import { formProviders } from "../../support/form-providers";
import { testI18n } from "../../../support/test-i18n";

afterEach(cleanup);

type Execute<K extends "login" | "sendCode"> = UseCases[K]["execute"];

async function setup(
  login: Execute<"login">,
  sendCode?: Execute<"sendCode">,
  route = "",
  options: { late?: boolean; sources?: readonly string[] } = {},
) {
  const i18n = await testI18n("en-US", ["auth", "validation", "errors", "common"]);
  const clock = new FakeClock();
  const services = fakeAppServices({ thirdPartySources: options.sources ?? [] }, undefined, clock);
  const { useCases } = services;
  vi.spyOn(useCases.login, "execute").mockImplementation(login);
  vi.spyOn(useCases.sendCode, "execute").mockImplementation(
    sendCode ?? (async () => ok({ expireSeconds: 60, validForSeconds: 300 })),
  );
  vi.spyOn(useCases.countries, "execute").mockResolvedValue(
    ok({ countries: [{ countryName: "China", countryCode: "+86", regionCode: "CN" }], selected: "CN" }),
  );
  vi.spyOn(useCases.callbackOrigins, "execute").mockResolvedValue(ok([]));
  vi.spyOn(useCases.accountIds, "execute").mockResolvedValue(ok("user_abcde"));
  // Late: the form renders before the services are in, as the HTML's log-in does (ADR-0532).
  let arrive: () => void = () => undefined;
  const later = new Promise<typeof services>((resolve) => (arrive = () => resolve(services)));
  const env = options.late
    ? { ...authEnvironment(services, route), services: null, ready: () => later }
    : authEnvironment(services, route);
  const { dialogs, toasts, wrap } = formProviders(i18n, services);
  render(
    wrap(
      <AuthProvider value={env}>
        <LoginForm />
      </AuthProvider>,
    ),
  );
  await act(async () => undefined);
  return { dialogs, toasts, clock, arrive };
}

const input = (label: string) => screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
const submit = () => screen.getByRole("button", { name: "Log in" }) as HTMLButtonElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe("login form", () => {
  it("is disabled until the required fields are filled, busy while submitting, usable after a failure", async () => {
    let answer: (value: Awaited<ReturnType<Execute<"login">>>) => void = () => undefined;
    const login = vi.fn(
      (_: LoginInput) => new Promise<Awaited<ReturnType<Execute<"login">>>>((resolve) => (answer = resolve)),
    );
    const { dialogs } = await setup(login);
    expect(submit().disabled).toBe(true);
    type("Phone number", "13800138000");
    type("Password", "secret12");
    expect(submit().disabled).toBe(false);
    await act(async () => fireEvent.submit(submit().closest("form")!));
    expect(submit().getAttribute("aria-busy")).toBe("true");
    expect(login).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: "phone-password",
        country: "CN",
        phone: "13800138000",
        password: "secret12",
        host: false,
      }),
    );
    const failure = { kind: "server" as const, code: 10002, message: "Wrong password, 4 attempts left" };
    await act(async () =>
      answer(
        err({
          kind: "api",
          failure,
          reaction: reactionFor(failure, { flow: "login", loginField: "password", identifierField: "phone" }),
        }),
      ),
    );
    expect(dialogs.current.value?.options.title).toBe("Login failed");
    expect(dialogs.current.value?.options.message).toContain("Wrong password, 4 attempts left");
    await act(async () => dialogs.close(dialogs.current.value!.id, true));
    expect(input("Password").value).toBe("");
    expect(input("Phone number").value).toBe("13800138000");
    expect(submit().getAttribute("aria-busy")).toBeNull();
  });

  it("a use-case that throws leaves the form usable with a toast", async () => {
    const { toasts } = await setup(async () => {
      throw new Error("boom");
    });
    type("Phone number", "13800138000");
    type("Password", "secret12");
    await act(async () => fireEvent.submit(submit().closest("form")!));
    expect(toasts.items.value.map((t) => t.message)).toContain(
      "Something went wrong. Please close and reopen the page, or contact support",
    );
    expect(submit().disabled).toBe(false);
    expect(input("Password").value).toBe("secret12");
  });

  it("sent before the services are in, waits for them and carries the accepted source's redirect", async () => {
    const login = vi.fn(async (_: LoginInput) => err({ kind: "validation" as const, errors: [] }));
    const { arrive } = await setup(login, undefined, "source=fameex&redirect=https://fameex.example/back", {
      late: true,
      sources: ["fameex"],
    });
    type("Phone number", "13800138000");
    type("Password", "secret12");
    await act(async () => fireEvent.submit(submit().closest("form")!));
    expect(login).not.toHaveBeenCalled();
    expect(submit().getAttribute("aria-busy")).toBe("true");
    await act(async () => arrive());
    expect(login).toHaveBeenCalledWith(
      expect.objectContaining({ phone: "13800138000", thirdPartyRedirect: "https://fameex.example/back" }),
    );
    expect(submit().disabled).toBe(false);
  });

  it("bad input is shown, not sent", async () => {
    const login = vi.fn();
    await setup(login);
    type("Phone number", "12ab");
    type("Password", "ab");
    await act(async () => fireEvent.submit(submit().closest("form")!));
    expect(login).not.toHaveBeenCalled();
    expect(input("Phone number").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input("Phone number"));
  });

  it("the code button: validated first, then sending, a countdown from the server's expire, then resend", async () => {
    let answer: (value: Awaited<ReturnType<Execute<"sendCode">>>) => void = () => undefined;
    const sendCode = vi.fn(
      () => new Promise<Awaited<ReturnType<Execute<"sendCode">>>>((resolve) => (answer = resolve)),
    );
    const { clock, toasts } = await setup(vi.fn(), sendCode);
    await act(async () => fireEvent.click(screen.getByRole("tab", { name: "SMS code" })));
    const button = () => screen.getByRole("button", { name: /code|Sending|Resend/ }) as HTMLButtonElement;
    await act(async () => fireEvent.click(button()));
    expect(sendCode).not.toHaveBeenCalled();
    expect(input("Phone number").getAttribute("aria-invalid")).toBe("true");
    type("Phone number", "13800138000");
    await act(async () => fireEvent.click(button()));
    expect(button().textContent).toBe("Sending…");
    expect(sendCode).toHaveBeenCalledWith({
      channel: "phone",
      country: "CN",
      phone: "13800138000",
      purpose: "login",
    });
    await act(async () => answer(ok({ expireSeconds: 3, validForSeconds: 300 })));
    expect(button().textContent).toBe("Resend in 3s");
    expect(button().disabled).toBe(true);
    expect(toasts.items.value.map((t) => t.message)).toContain(
      "Verification code sent. Please check your text messages",
    );
    await act(async () => clock.advance(3000));
    // FLOW-CODE-2: at timer end the sent state and count reset.
    expect(button().textContent).toBe("Get code");
    expect(button().disabled).toBe(false);
  });

  it("assistant login sends the account ID from its own field, which a 'no such user' answer empties", async () => {
    const failure = { kind: "server" as const, code: 10012, message: "no such user" };
    const login = vi.fn(async (input: LoginInput) =>
      err({
        kind: "api" as const,
        failure,
        reaction: reactionFor(failure, {
          flow: "login",
          loginField: "password",
          identifierField: input.mode === "assistant" ? "account" : "phone",
        }),
      }),
    );
    const { dialogs } = await setup(login, undefined, "assistant=1");
    type("Account ID", "alice_01");
    type("Password", "secret12");
    expect(input("Account ID").name).toBe("account");
    await act(async () => fireEvent.submit(submit().closest("form")!));
    expect(login).toHaveBeenCalledWith(
      expect.objectContaining({ mode: "assistant", account: "alice_01", password: "secret12" }),
    );
    await act(async () => dialogs.close(dialogs.current.value!.id, true));
    expect(input("Account ID").value).toBe("");
    expect(document.activeElement).toBe(input("Account ID"));
  });
});
