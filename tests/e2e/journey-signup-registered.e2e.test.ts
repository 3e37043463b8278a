// ADR-0400: a sign-up refused because the identifier already has an account (AUTH-VERIFY-1) offers the
// way to log in, and the log-in opens with what the visitor typed.
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { describe, expect, it } from "vitest";
import {
  collectConsoleErrors,
  currentRoute,
  expectNoAxeViolations,
  signUpByEmail,
  signUpByPhone,
} from "./support";
import * as auth from "./auth-steps";

describe("sign-up with an identifier that already has an account", () => {
  it("by email: the refusal's Log in button opens the log-in on Email with the address filled in", async () => {
    const taken = await signUpByEmail();
    const page = await auth.openAuth("/signup-verify/email?marketCode=m7");
    await auth.field(page, "Email").fill(taken.email ?? "");
    await page.locator(".code-button").click();
    const refusal = auth.dialog(page);
    await refusal.waitFor({ state: "visible" });
    expect(await refusal.innerText()).toMatch(/already/i);
    await expectNoAxeViolations(page);
    await refusal.getByRole("button", { name: "Log in" }).click();
    const route = await auth.waitForRoute(page, /^\/login/);
    expect(route).toContain("marketCode=m7");
    await expect.poll(() => auth.field(page, "Email").inputValue()).toBe(taken.email);
    expect(await page.getByRole("tab", { name: "Email" }).getAttribute("aria-selected")).toBe("true");
    expect(collectConsoleErrors(page)).toEqual([]);
  });

  it("by phone: Cancel keeps the visitor on the sign-up with the number; Log in carries the number", async () => {
    const taken = await signUpByPhone();
    // The number is a +86 one and this device used +86 before; ru alone would open on +7 (ADR-0493).
    const page = await auth.openAuth("/signup-verify", {
      locale: "ru",
      storage: { [STORAGE_KEYS.lastCountry]: "CN" },
    });
    await page.getByRole("tab", { name: "Телефон" }).click();
    await auth.field(page, "Номер телефона").fill(taken.phone ?? "");
    await page.locator(".code-button").click();
    const refusal = auth.dialog(page);
    await refusal.waitFor({ state: "visible" });
    await refusal.getByRole("button", { name: "Отмена" }).click();
    await refusal.waitFor({ state: "hidden" });
    expect(currentRoute(page)).toMatch(/^\/signup-verify/);
    expect(await auth.field(page, "Номер телефона").inputValue()).toContain(taken.phone?.slice(-4) ?? "");
    await page.locator(".code-button").click();
    await refusal.getByRole("button", { name: "Войти" }).click();
    await auth.waitForRoute(page, /^\/login/);
    await expect
      .poll(async () => (await auth.field(page, "Номер телефона").inputValue()).replace(/\D/g, ""))
      .toContain(taken.phone);
  });
});
