// ADR-0146: auth screens that remember and guide. The login tab follows the route inside the app
// and is remembered; Escape dismisses the login-failed message; the password field warns about
// Caps Lock; the code field takes focus after "Get code", accepts "123-456" and sends the form
// when its last digit completes it.
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { appLive, lockAccountByEmail, signUpByEmail, signUpByPhone } from "./support";
import * as auth from "./auth-steps";

const selectedTab = (page: Parameters<typeof auth.dialog>[0]) =>
  page.locator("[role=tab][aria-selected=true]").innerText();

describe("auth screens that remember and guide", () => {
  it("selects the tab the route names when moving inside the app, as a fresh load does", async () => {
    const page = await auth.openAuth("/login");
    expect(await selectedTab(page)).toBe("Phone");
    await page.evaluate(() => (location.hash = "#/login/sms"));
    await expect.poll(() => selectedTab(page)).toBe("SMS code");
    await page.evaluate(() => (location.hash = "#/login/email"));
    await expect.poll(() => selectedTab(page)).toBe("Email");
    await auth.field(page, "Email").waitFor();
  });

  it("opens on the tab of the last successful login", async () => {
    const account = await signUpByEmail();
    const page = await auth.openAuth("/login");
    await auth.selectTab(page, "Email");
    await auth.field(page, "Email").fill(account.email!);
    await auth.field(page, "Password").fill(account.password);
    await auth.submitButton(page).click();
    await auth.waitForRoute(page, /^\/home/);
    expect(await auth.localStorageItem(page, STORAGE_KEYS.loginTab)).toBe("email-password");
    await page.evaluate(() => localStorage.removeItem("hc.token"));
    await page.evaluate(() => (location.hash = "#/login"));
    await page.reload();
    await appLive(page);
    await page.locator("form.auth-form").waitFor();
    expect(await selectedTab(page)).toBe("Email");
  });

  it("closes the login-failed message with Escape and gives the form back", async () => {
    const account = await signUpByEmail();
    const page = await auth.openAuth("/login/email");
    await auth.field(page, "Email").fill(account.email!);
    await auth.field(page, "Password").fill("Wrong999");
    await auth.submitButton(page).click();
    const text = await auth.dialogText(page);
    expect(text).toMatch(/Login failed/);
    // The server counts the wrong passwords: five lock the account, so four are left.
    expect(text).toContain("Attempts left before the account is locked: 4.");
    const ok = auth.dialog(page).getByRole("button");
    expect(await ok.getAttribute("class")).not.toMatch(/danger/);
    await page.keyboard.press("Escape");
    await auth.dialog(page).waitFor({ state: "hidden" });
    expect(await auth.field(page, "Email").inputValue()).toBe(account.email);
  });

  it("warns while Caps Lock is on in a password field", async () => {
    const page = await auth.openAuth("/login");
    const password = auth.field(page, "Password");
    await password.focus();
    // Headless Chromium keeps no Caps Lock state for Playwright to toggle; a key event that carries
    // it is what a real keyboard sends (KeyboardEventInit.modifierCapsLock).
    const key = (capsLock: boolean) =>
      password.evaluate((input, on) => {
        const init = { key: on ? "A" : "b", bubbles: true, modifierCapsLock: on } as KeyboardEventInit;
        input.dispatchEvent(new KeyboardEvent("keydown", init));
        input.dispatchEvent(new KeyboardEvent("keyup", init));
      }, capsLock);
    await key(true);
    await page.getByText("Caps Lock is on").waitFor();
    expect(await password.getAttribute("aria-describedby")).toMatch(/hint/);
    await key(false);
    await page.getByText("Caps Lock is on").waitFor({ state: "hidden" });
  });

  it("focuses the code after Get code, takes '123-456' pasted, and sends the form on the last digit", async () => {
    const account = await signUpByPhone();
    const page = await auth.openAuth("/login/sms");
    const code = auth.field(page, "Verification code");
    expect(await code.evaluate((input) => getComputedStyle(input, "::placeholder").letterSpacing)).toMatch(
      /normal|0px/,
    );
    await auth.field(page, "Phone number").fill(account.phone!);
    const sent = await auth.requestCode(page, account.phone!, "login");
    await expect.poll(() => code.evaluate((input) => input === document.activeElement)).toBe(true);
    // Pasted with a dash, the way some messages print it (insertText lands like a paste: one input
    // event with the whole text): the field keeps the digits and the form sends itself.
    await page.keyboard.insertText(`${sent.slice(0, 3)}-${sent.slice(3)}`);
    await auth.waitForRoute(page, /^\/home/);
  });

  it("does not send the sign-up code form on its last digit until the agreement is ticked", async () => {
    const page = await auth.openAuth("/signup-verify/email");
    const email = `guide.${Date.now()}@example.com`;
    await auth.field(page, "Email").fill(email);
    const sent = await auth.requestCode(page, email, "register");
    await auth.field(page, "Verification code").fill(sent);
    await page.waitForTimeout(500);
    expect(await auth.waitForRoute(page, /^\/signup-verify/)).toMatch(/^\/signup-verify/);
    const agreement = page.getByRole("checkbox");
    await agreement.check();
    await auth.field(page, "Verification code").fill("");
    await auth.field(page, "Verification code").pressSequentially(sent);
    await auth.waitForRoute(page, /^\/signup(?!-verify)/);
  });

  it("carries the email to unlock after a lockout, and back to login after the unlock", async () => {
    const account = await signUpByEmail();
    await lockAccountByEmail(account.email!);
    const page = await auth.openAuth("/login/email");
    await auth.field(page, "Email").fill(account.email!);
    await auth.field(page, "Password").fill(account.password);
    await auth.submitButton(page).click();
    expect(await auth.dialogText(page)).toContain("Account locked");
    await auth.confirmDialog(page);
    await auth.waitForRoute(page, /^\/unlock/);
    // Unlock opens on Email with the address filled in.
    await expect.poll(() => selectedTab(page)).toBe("Email");
    expect(await auth.field(page, "Email").inputValue()).toBe(account.email);
    const sent = await auth.requestCode(page, account.email!, "unlock");
    await auth.field(page, "Verification code").fill(sent);
    await auth.dialog(page).filter({ hasText: "Account unlocked" }).waitFor();
    await auth.waitForRoute(page, /^\/login/);
    // Login opens on Email with the address, never the password.
    await expect.poll(() => selectedTab(page)).toBe("Email");
    expect(await auth.field(page, "Email").inputValue()).toBe(account.email);
    expect(await auth.field(page, "Password").inputValue()).toBe("");
  });

  it("carries a phone number and its region from login to forgot password", async () => {
    const account = await signUpByPhone();
    const page = await auth.openAuth("/login");
    await auth.field(page, "Phone number").fill(account.phone!);
    await page.getByRole("link", { name: /Forgot/ }).click();
    await auth.waitForRoute(page, /^\/forgot/);
    expect(await selectedTab(page)).toBe("Phone");
    expect(await auth.field(page, "Phone number").inputValue()).toBe(account.phone);
  });
});
