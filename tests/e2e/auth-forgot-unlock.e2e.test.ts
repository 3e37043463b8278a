// Lockout after repeated wrong passwords → "Account locked" → /unlock → log in again; forgot
// password → log in with the new password; reset=success hides the back button.
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { collectConsoleErrors, signUpByEmail, signUpByPhone } from "./support";
import {
  confirmDialog,
  dialog,
  dialogText,
  field,
  localStorageItem,
  openAuth,
  requestCode,
  selectTab,
  submitButton,
  waitForRoute,
} from "./auth-steps";
import type { Page } from "playwright-core";

async function loginByEmail(page: Page, email: string, password: string): Promise<void> {
  await selectTab(page, "Email");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await submitButton(page).click();
}

describe("lockout and unlock", () => {
  it("locks after 5 wrong passwords, unlocks with an emailed code, then logs in again", async () => {
    const account = await signUpByEmail();
    const page = await openAuth("/login");
    await selectTab(page, "Email");
    await field(page, "Email").fill(account.email!);
    // All five misses through the form: each identical "login failed" dialog must show again once
    // the previous one is answered (the dialog store ends its merge window on an answer).
    for (let attempt = 1; attempt <= 4; attempt++) {
      await field(page, "Password").fill(`wrong${attempt}x`);
      await submitButton(page).click();
      const failed = await dialogText(page);
      expect(failed).toContain("Login failed");
      expect(failed).toContain("Wrong password");
      await confirmDialog(page);
      expect(await field(page, "Password").inputValue()).toBe("");
    }
    await field(page, "Password").fill("wrong5x");
    await submitButton(page).click();
    const locked = await dialogText(page);
    expect(locked).toContain("Account locked");
    expect(locked).toContain("text message or email");
    await confirmDialog(page);
    await waitForRoute(page, /^\/unlock/);

    // Unlock with the code e-mailed for it; then the account logs in again.
    await selectTab(page, "Email");
    await field(page, "Email").fill(account.email!);
    const code = await requestCode(page, account.email!, "unlock");
    await field(page, "Verification code").fill(code);
    // Its last digit completes the form, which sends itself (issue 15).
    await dialog(page).filter({ hasText: "Account unlocked" }).waitFor();
    await waitForRoute(page, /^\/login/);
    await loginByEmail(page, account.email!, account.password);
    await waitForRoute(page, /^\/home/);
    expect(collectConsoleErrors(page)).toEqual([]);
  });

  it("a wrong unlock code shows 'unlock failed', clears the code and keeps the identifier", async () => {
    const account = await signUpByPhone();
    const page = await openAuth("/unlock");
    await field(page, "Phone number").fill(account.phone!);
    await requestCode(page, account.phone!, "unlock");
    await field(page, "Verification code").fill("000000");
    // Its last digit completes the form, which sends itself (issue 15).
    expect(await dialogText(page)).toContain("Unlock failed");
    await confirmDialog(page);
    expect(await field(page, "Verification code").inputValue()).toBe("");
    expect(await field(page, "Phone number").inputValue()).toBe(account.phone);
  });
});

describe("forgot password", () => {
  it("resets by phone, ends the old session, and the new password logs in (reset=success hides back)", async () => {
    const account = await signUpByPhone();
    const page = await openAuth("/forgot", { session: account });
    await page.getByRole("button", { name: "Back" }).waitFor();
    await field(page, "Phone number").fill(account.phone!);
    const code = await requestCode(page, account.phone!, "reset");
    await field(page, "Verification code").fill(code);
    await field(page, "New password").fill("newpass9");
    await field(page, "Confirm password").fill("newpass9");
    await submitButton(page).click();
    await dialog(page).filter({ hasText: "Password reset successful" }).waitFor();
    const route = await waitForRoute(page, /^\/login\?/);
    expect(route).toContain("reset=success");
    expect(await localStorageItem(page, STORAGE_KEYS.token)).toBeNull();
    expect(await page.getByRole("button", { name: "Back" }).count()).toBe(0);
    await field(page, "Phone number").fill(account.phone!);
    await field(page, "Password").fill(account.password);
    await submitButton(page).click();
    await confirmDialog(page);
    await field(page, "Password").fill("newpass9");
    await submitButton(page).click();
    await waitForRoute(page, /^\/home/);
  });

  it("a failed reset logs the user out and keeps what was typed except the code", async () => {
    const account = await signUpByEmail();
    const page = await openAuth("/forgot/email", { session: account });
    expect(await localStorageItem(page, STORAGE_KEYS.token)).toBeTruthy();
    await field(page, "Email").fill(account.email!);
    await requestCode(page, account.email!, "reset");
    await field(page, "Verification code").fill("123456");
    await field(page, "New password").fill("newpass9");
    await field(page, "Confirm password").fill("newpass9");
    await submitButton(page).click();
    expect(await dialogText(page)).toContain("Password reset failed");
    await confirmDialog(page);
    expect(await localStorageItem(page, STORAGE_KEYS.token)).toBeNull();
    expect(await field(page, "Verification code").inputValue()).toBe("");
    expect(await field(page, "New password").inputValue()).toBe("newpass9");
    expect(await field(page, "Email").inputValue()).toBe(account.email);
  });
});
