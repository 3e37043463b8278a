// Lockout after repeated wrong passwords → "Account locked" → /unlock → log in again; forgot
// password → log in with the new password; reset=success hides the back button.
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { collectConsoleErrors, signUpByEmail, signUpByPhone } from "./support";
import * as auth from "./auth-steps";
import type { Page } from "playwright-core";

async function loginByEmail(page: Page, email: string, password: string): Promise<void> {
  await auth.selectTab(page, "Email");
  await auth.field(page, "Email").fill(email);
  await auth.field(page, "Password").fill(password);
  await auth.submitButton(page).click();
}

describe("lockout and unlock", () => {
  it("locks after 5 wrong passwords, unlocks with an emailed code, then logs in again", async () => {
    const account = await signUpByEmail();
    const page = await auth.openAuth("/login");
    await auth.selectTab(page, "Email");
    await auth.field(page, "Email").fill(account.email!);
    // All five misses through the form: each identical "login failed" dialog must show again once
    // the previous one is answered (the dialog store ends its merge window on an answer).
    for (let attempt = 1; attempt <= 4; attempt++) {
      await auth.field(page, "Password").fill(`wrong${attempt}x`);
      await auth.submitButton(page).click();
      const failed = await auth.dialogText(page);
      expect(failed).toContain("Login failed");
      expect(failed).toContain("Wrong password");
      await auth.confirmDialog(page);
      expect(await auth.field(page, "Password").inputValue()).toBe("");
    }
    await auth.field(page, "Password").fill("wrong5x");
    await auth.submitButton(page).click();
    const locked = await auth.dialogText(page);
    expect(locked).toContain("Account locked");
    expect(locked).toContain("text message or email");
    await auth.confirmDialog(page);
    await auth.waitForRoute(page, /^\/unlock/);

    // Unlock with the code e-mailed for it; then the account logs in again.
    await auth.selectTab(page, "Email");
    await auth.field(page, "Email").fill(account.email!);
    const code = await auth.requestCode(page, account.email!, "unlock");
    await auth.field(page, "Verification code").fill(code);
    // Its last digit completes the form, which sends itself (ADR-0145).
    await auth.dialog(page).filter({ hasText: "Account unlocked" }).waitFor();
    await auth.waitForRoute(page, /^\/login/);
    // The 1 s dialog is gone; the log-in keeps saying why the visitor is here.
    await auth.dialog(page).waitFor({ state: "detached" });
    await page.getByRole("status").filter({ hasText: "Your account is unlocked. Log in below." }).waitFor();
    expect(await page.getByRole("button", { name: "Back" }).count()).toBe(0);
    await loginByEmail(page, account.email!, account.password);
    await auth.waitForRoute(page, /^\/home/);
    expect(collectConsoleErrors(page)).toEqual([]);
  });

  it("a wrong unlock code shows 'unlock failed', clears the code and keeps the identifier", async () => {
    const account = await signUpByPhone();
    const page = await auth.openAuth("/unlock");
    await auth.field(page, "Phone number").fill(account.phone!);
    await auth.requestCode(page, account.phone!, "unlock");
    await auth.field(page, "Verification code").fill("000000");
    // Its last digit completes the form, which sends itself (ADR-0145).
    expect(await auth.dialogText(page)).toContain("Unlock failed");
    await auth.confirmDialog(page);
    expect(await auth.field(page, "Verification code").inputValue()).toBe("");
    expect(await auth.field(page, "Phone number").inputValue()).toBe(account.phone);
  });
});

describe("forgot password", () => {
  it("resets by phone after leaving the old session, and the new password logs in (reset=success hides back)", async () => {
    const account = await signUpByPhone();
    const page = await auth.openAuth("/forgot", { session: account, waitFor: ".auth-signed-in" });
    // A logged-in member is shown who they are; resetting means leaving that session first.
    await page.getByRole("button", { name: "Log in with another account" }).click();
    await auth.field(page, "Phone number").waitFor();
    expect(await auth.localStorageItem(page, STORAGE_KEYS.token)).toBeNull();
    await page.getByRole("button", { name: "Back" }).waitFor();
    await auth.field(page, "Phone number").fill(account.phone!);
    const code = await auth.requestCode(page, account.phone!, "reset");
    await auth.field(page, "Verification code").fill(code);
    await auth.field(page, "New password").fill("newpass9");
    await auth.field(page, "Confirm password").fill("newpass9");
    await auth.submitButton(page).click();
    await auth.dialog(page).filter({ hasText: "Password reset successful" }).waitFor();
    const route = await auth.waitForRoute(page, /^\/login\?/);
    expect(route).toContain("reset=success");
    expect(await auth.localStorageItem(page, STORAGE_KEYS.token)).toBeNull();
    expect(await page.getByRole("button", { name: "Back" }).count()).toBe(0);
    await page
      .getByRole("status")
      .filter({ hasText: "Your password has been reset. Log in with your new password." })
      .waitFor();
    await auth.field(page, "Phone number").fill(account.phone!);
    await auth.field(page, "Password").fill(account.password);
    await auth.submitButton(page).click();
    await auth.confirmDialog(page);
    await auth.field(page, "Password").fill("newpass9");
    await auth.submitButton(page).click();
    await auth.waitForRoute(page, /^\/home/);
  });

  it("a failed reset keeps what was typed except the code", async () => {
    const account = await signUpByEmail();
    const page = await auth.openAuth("/forgot/email");
    await auth.field(page, "Email").fill(account.email!);
    await auth.requestCode(page, account.email!, "reset");
    await auth.field(page, "Verification code").fill("123456");
    await auth.field(page, "New password").fill("newpass9");
    await auth.field(page, "Confirm password").fill("newpass9");
    await auth.submitButton(page).click();
    expect(await auth.dialogText(page)).toContain("Password reset failed");
    await auth.confirmDialog(page);
    expect(await auth.field(page, "Verification code").inputValue()).toBe("");
    expect(await auth.field(page, "New password").inputValue()).toBe("newpass9");
    expect(await auth.field(page, "Email").inputValue()).toBe(account.email);
  });
});
