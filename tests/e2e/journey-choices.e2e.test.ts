// Choices that stick: the region a member signed up with is the one their log-in opens on
// (DATA-STORAGE-1, ADR-0382); the language chosen shows in the address and survives a reload
// (ROUTE-LANG-1, ADR-0383); the lock dialog's button names the unlock, and Escape stays (ADR-0385).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { currentRoute, latestCode, lockAccountByEmail, openPage, signUpByEmail, appLive } from "./support";
import * as auth from "./auth-steps";
import { visit } from "./shell-steps";

const countryValue = (page: Page) => page.locator(".auth-phone-row__country .picker__value");

/** With the region picked on the sign-up verify page: a phone sign-up to its success screen. */
async function signUpWithPhone(page: Page, phone: string): Promise<void> {
  await page.locator("form.auth-form input[type=tel]").fill(phone);
  await page.locator(".code-button").click();
  await expect.poll(() => latestCode(phone, "register").catch(() => null)).not.toBeNull();
  await page.locator("input[autocomplete=one-time-code]").fill(await latestCode(phone, "register"));
  await page.getByRole("checkbox").check();
  await auth.submitButton(page).click();
  await auth.waitForRoute(page, /^\/signup(\?|$)/);
  const passwords = page.locator("form.auth-form input[type=password]");
  await passwords.nth(0).fill("abc12345");
  await passwords.nth(1).fill("abc12345");
  await auth.submitButton(page).click();
  await auth.waitForRoute(page, /^\/signup-success/, 15_000);
}

describe("the region chosen at sign-up", () => {
  it("is the one the log-in opens on after logging out (+7)", async () => {
    const page = await auth.openAuth("/signup-verify?lang=en-US");
    page.setDefaultTimeout(10_000);
    await auth.selectTab(page, "Phone");
    await auth.pickRegion(page, "+7", /Russia/);
    await countryValue(page).filter({ hasText: "+7" }).waitFor();
    await signUpWithPhone(page, `916${String(Date.now() % 1e7).padStart(7, "0")}`);
    await visit(page, "/logout");
    await auth.waitForRoute(page, /^\/(home|login)/);
    await visit(page, "/login?lang=en-US");
    await page.locator("form.auth-form").waitFor();
    await auth.selectTab(page, "Phone");
    await expect.poll(() => countryValue(page).innerText()).toContain("+7");
  });
});

describe("the region a phone field opens on (ADR-0493)", () => {
  it("follows the interface language on a device that never used one (ru → +7, ko → +82)", async () => {
    for (const [lang, dial] of [
      ["ru", "+7"],
      ["ko", "+82"],
    ] as const) {
      const page = await auth.openAuth(`/signup-verify/phone?lang=${lang}`, { locale: lang });
      await expect.poll(() => countryValue(page).innerText()).toContain(dial);
      await page.context().close();
    }
  });

  it("is the one last signed up with, over the language's (+7 on a ja page, not +81)", async () => {
    const page = await auth.openAuth("/signup-verify/phone?lang=ja", { locale: "ja" });
    page.setDefaultTimeout(10_000);
    await expect.poll(() => countryValue(page).innerText()).toContain("+81");
    await auth.pickRegion(page, "+7", /ロシア/);
    await countryValue(page).filter({ hasText: "+7" }).waitFor();
    await signUpWithPhone(page, `915${String(Date.now() % 1e7).padStart(7, "0")}`);
    await visit(page, "/logout");
    await auth.waitForRoute(page, /^\/(home|login)/);
    await visit(page, "/login?lang=ja");
    await page.locator("form.auth-form").waitFor();
    await expect.poll(() => countryValue(page).innerText()).toContain("+7");
  });
});

describe("the language selector", () => {
  it("keeps what was typed into the log-in, the password too, when the language changes", async () => {
    const page = await openPage("/login/email?lang=en-US", { locale: "en-US", waitFor: "form.auth-form" });
    await auth.typeInto(auth.field(page, "Email"), "ana@example.com");
    await auth.typeInto(auth.field(page, "Password"), "secret12");
    await page.locator("#header-language").selectOption("ja");
    await page.waitForFunction(
      () => new URLSearchParams(location.hash.split("?")[1] ?? "").get("lang") === "ja",
    );
    await page.getByRole("button", { name: "ログイン" }).first().waitFor();
    expect(await page.locator("form.auth-form input[type=email]").inputValue()).toBe("ana@example.com");
    expect(await page.locator("form.auth-form input[name=password]").inputValue()).toBe("secret12");
  });

  it("writes ?lang= into the address, so a reload keeps the language chosen", async () => {
    const page = await openPage("/login?lang=en-US", { locale: "en-US", waitFor: "form.auth-form" });
    await page.locator("#header-language").selectOption("ja");
    await page.waitForFunction(
      () => new URLSearchParams(location.hash.split("?")[1] ?? "").get("lang") === "ja",
    );
    await page.getByRole("heading", { level: 1, name: "ログイン" }).waitFor();
    await page.reload();
    await appLive(page);
    await page.getByRole("heading", { level: 1, name: "ログイン" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ja");
  });
});

describe("the Account locked dialog", () => {
  it("names its button after the unlock, and Escape closes it staying on the log-in", async () => {
    const account = await signUpByEmail();
    await lockAccountByEmail(account.email!);
    const page = await auth.openAuth("/login/email");
    await auth.field(page, "Email").fill(account.email!);
    await auth.field(page, "Password").fill(account.password);
    await auth.submitButton(page).click();
    expect(await auth.dialogText(page)).toContain("Account locked");
    await auth.dialog(page).getByRole("button", { name: "Unlock account" }).waitFor();
    await page.keyboard.press("Escape");
    await auth.dialog(page).waitFor({ state: "hidden" });
    expect(currentRoute(page)).toMatch(/^\/login/);
    await auth.submitButton(page).click();
    await auth.dialog(page).getByRole("button", { name: "Unlock account" }).click();
    await auth.waitForRoute(page, /^\/unlock/);
  });
});
