// Sign-up by phone and by email through to the success page and a logged-in home; registration
// type 1/2/3 and a switched-off channel; the account-ID retry; the guards of the sign-up form.
import { afterEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import {
  appUrl,
  collectConsoleErrors,
  newContext,
  setServerConfig,
  signUpByEmail,
  uniqueEmail,
  uniquePhone,
} from "./support";
import * as auth from "./auth-steps";
import type { Page } from "playwright-core";

// After each test, not all: a test that fails midway must not leave a closed channel to the next.
afterEach(async () => {
  await setServerConfig({ registrationType: 3 });
});

async function verify(page: Page, channel: "phone" | "email", to: string): Promise<void> {
  await auth.field(page, channel === "phone" ? "Phone number" : "Email").fill(to);
  const code = await auth.requestCode(page, to, "register");
  await auth.expectToast(page, channel === "phone" ? /check your text messages/ : /check your email/);
  await auth.field(page, "Verification code").fill(code);
  await page.getByRole("checkbox").check();
  await auth.submitButton(page).click();
  await auth.waitForRoute(page, /^\/signup(\?|$)/);
}

describe("sign-up", () => {
  it("by phone: verify → form → success page → download button → logged-in home", async () => {
    const phone = uniquePhone();
    const page = await auth.openAuth("/signup-verify?marketCode=m1");
    await auth.selectTab(page, "Phone");
    // Terms of use and privacy policy open in a new tab.
    expect(await page.getByRole("link", { name: "Terms of Use" }).getAttribute("href")).toMatch(
      /^#\/eula\/Android\/en-US$/,
    );
    expect(await page.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toMatch(
      /^#\/privacy\/Android\/en-US$/,
    );
    await verify(page, "phone", phone);
    expect(page.url()).not.toMatch(/registerToken|token=/);
    // Read-only, with the region's dial code rather than its letters, grouped as in China (3-4-4).
    expect(await auth.field(page, "Phone number").inputValue()).toBe(
      `+86 ${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`,
    );
    expect(await auth.field(page, "Phone number").getAttribute("readonly")).not.toBeNull();
    const accountId = await auth.field(page, "Account ID").inputValue();
    expect(accountId).toMatch(/^[A-Za-z0-9_]{5,18}$/);
    expect(await auth.field(page, "Nickname").inputValue()).toBe(`${accountId.slice(-5)}User`);
    // The hidden username field tells password managers which account the new password is for.
    expect(await page.locator('input[autocomplete="username"][hidden]').inputValue()).toBe(phone);
    expect(await auth.field(page, "Password").getAttribute("autocomplete")).toBe("new-password");
    await auth.field(page, "Password").fill("abc12345");
    await auth.field(page, "Confirm password").fill("abc12345");
    await auth.submitButton(page).click();
    await auth.dialog(page).filter({ hasText: "Registration complete" }).waitFor();
    await auth.waitForRoute(page, /^\/signup-success\?marketCode=m1$/);
    expect(await auth.localStorageItem(page, STORAGE_KEYS.token)).toBeTruthy();
    await page.getByRole("link", { name: "Go to download" }).click();
    const home = await auth.waitForRoute(page, /^\/home\?/);
    expect(new URLSearchParams(home.split("?")[1]).get("hc_source")).toBe("signup_success");
    expect(home).toContain("marketCode=m1");
    expect(await auth.localStorageItem(page, STORAGE_KEYS.token)).toBeTruthy();
    expect(collectConsoleErrors(page)).toEqual([]);
  });

  it("SMS login with a new phone: the register token it answers leads to sign-up with that phone, then a logged-in account", async () => {
    const phone = uniquePhone();
    const page = await auth.openAuth("/login/sms?marketCode=m2");
    await auth.field(page, "Phone number").fill(phone);
    const code = await auth.requestCode(page, phone, "login");
    await auth.field(page, "Verification code").fill(code);
    // Its last digit completes the form, which sends itself (ADR-0145).
    await auth.waitForRoute(page, /^\/signup\?marketCode=m2$/);
    expect(page.url()).not.toMatch(/registerToken|token=/);
    const shown = auth.field(page, "Phone number");
    expect(await shown.inputValue()).toBe(`+86 ${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`);
    expect(await shown.getAttribute("readonly")).not.toBeNull();
    expect(await auth.field(page, "Account ID").inputValue()).toMatch(/^[A-Za-z0-9_]{5,18}$/);
    expect(await auth.localStorageItem(page, STORAGE_KEYS.token)).toBeNull();
    await auth.field(page, "Password").fill("abc12345");
    await auth.field(page, "Confirm password").fill("abc12345");
    await auth.submitButton(page).click();
    await auth.dialog(page).filter({ hasText: "Registration complete" }).waitFor();
    await auth.waitForRoute(page, /^\/signup-success\?marketCode=m2$/);
    // Beside the download, the web's next step (ADR-0170): the member home, already logged in.
    await page.getByRole("link", { name: "Continue on the web" }).click();
    await auth.waitForRoute(page, /^\/dashboard$/);
    await page.getByRole("heading", { level: 1 }).filter({ hasText: /\S/ }).waitFor();
    // Just signed up: welcomed, not welcomed back.
    await page.getByText("Welcome", { exact: true }).waitFor();
    // #/mine shows the number grouped as its country writes it, not "+86139…".
    await page.getByRole("link", { name: /My account/ }).click();
    await auth.waitForRoute(page, /^\/mine$/);
    await page.getByText(`+86 ${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`).waitFor();
    expect(await auth.localStorageItem(page, STORAGE_KEYS.token)).toBeTruthy();
    expect(collectConsoleErrors(page)).toEqual([]);
  });

  it("by email with group code, support room and agent ID shown read-only; qy=1 drops the old session first", async () => {
    const email = uniqueEmail("signup");
    const page = await auth.openAuth(
      "/signup-verify/email?qy=1&groupLink=G-77&hicsRoomId=room_9&agentId=agent_3",
      {
        storage: { [STORAGE_KEYS.token]: "Bearer old-token", [STORAGE_KEYS.userId]: "42" },
      },
    );
    expect(await auth.localStorageItem(page, STORAGE_KEYS.token)).toBeNull();
    expect(await auth.localStorageItem(page, STORAGE_KEYS.userId)).toBeNull();
    await verify(page, "email", email);
    expect(await auth.field(page, "Group code").inputValue()).toBe("G-77");
    expect(await auth.field(page, "Support room").inputValue()).toBe("room_9");
    expect(await auth.field(page, "Agent ID").inputValue()).toBe("agent_3");
    await auth.field(page, "Password").fill("abc12345");
    await auth.field(page, "Confirm password").fill("abc12345");
    await auth.field(page, "Nickname").fill("Ada");
    await auth.submitButton(page).click();
    await auth.waitForRoute(page, /^\/signup-success/);
    await page.getByRole("link", { name: "Go to download" }).click();
    await auth.waitForRoute(page, /^\/home/);
    expect(await auth.localStorageItem(page, STORAGE_KEYS.token)).toBeTruthy();
  });

  it("a taken account ID is cleared and re-validated, and a fresh one is offered", async () => {
    const taken = await signUpByEmail();
    const page = await auth.openAuth("/signup-verify/email");
    await verify(page, "email", uniqueEmail("dup"));
    await auth.field(page, "Account ID").fill(taken.username);
    await auth.field(page, "Password").fill("abc12345");
    await auth.field(page, "Confirm password").fill("abc12345");
    await auth.submitButton(page).click();
    await auth.expectToast(page, "This account ID is already taken");
    const id = auth.field(page, "Account ID");
    expect(await id.inputValue()).toBe("");
    expect(await auth.fieldError(id)).toContain("Please enter an account ID");
    expect(await auth.field(page, "Password").inputValue()).toBe("abc12345");
    const suggestion = page.locator(".auth-link-button");
    const offered = (await suggestion.innerText()).trim();
    expect(offered).toMatch(/^[A-Za-z0-9_]{5,18}$/);
    await suggestion.click();
    expect(await id.inputValue()).toBe(offered);
    await auth.submitButton(page).click();
    await auth.waitForRoute(page, /^\/signup-success/);
  });

  it("without a verified phone or email /signup goes back to sign-up verify", async () => {
    const page = await auth.openAuth("/signup?groupLink=G1");
    await auth.waitForRoute(page, /^\/signup-verify\?groupLink=G1$/);
  });

  it("without a register token sign-up is refused with 'refresh and retry'", async () => {
    const page = await auth.openAuth("/home", { waitFor: "h1" });
    await page.evaluate(() =>
      sessionStorage.setItem(
        "hc.signupDraft",
        JSON.stringify({
          registerToken: null,
          identifier: { channel: "email", email: "x@example.com" },
          accountId: "user_abc12",
          nickname: "abc12User",
        }),
      ),
    );
    await page.goto(appUrl("/signup"));
    await page.locator("form.auth-form").waitFor();
    await auth.field(page, "Password").fill("abc12345");
    await auth.field(page, "Confirm password").fill("abc12345");
    await auth.submitButton(page).click();
    await auth.expectToast(page, "Please refresh and try again");
    expect(await auth.field(page, "Password").inputValue()).toBe("abc12345");
    expect(await auth.submitButton(page).isEnabled()).toBe(true);
  });

  it("registration type 1 offers phone only, 2 email only, 3 both, and the choice is remembered", async () => {
    await setServerConfig({ registrationType: 1 });
    let page = await auth.openAuth("/signup-verify");
    await auth.field(page, "Phone number").waitFor();
    // The phone field shows before the registration type arrives; poll until the tabs are gone.
    await expect.poll(() => page.getByRole("tab").count()).toBe(0);
    expect(await page.locator('input[type="email"]').count()).toBe(0);

    await setServerConfig({ registrationType: 2 });
    page = await auth.openAuth("/signup-verify");
    await auth.field(page, "Email").waitFor();
    await expect.poll(() => page.getByRole("tab").count()).toBe(0);
    expect(await page.locator('input[type="tel"]').count()).toBe(0);

    await setServerConfig({ registrationType: 3 });
    page = await auth.openAuth("/signup-verify");
    await page.getByRole("tab", { name: "Email" }).waitFor();
    await auth.selectTab(page, "Email");
    expect(await auth.localStorageItem(page, STORAGE_KEYS.signupWay)).toBe("email");
    await page.reload();
    await page.getByRole("tab", { name: "Email", selected: true }).waitFor();
  });

  it("a channel switched off meanwhile shows 'temporarily unavailable' and keeps the button usable", async () => {
    await setServerConfig({ registrationType: 3 });
    // Both tabs show before the registration type arrives: switch the channel off only once the
    // page has read type 3, or the late answer (type 1) would take the email field away.
    const context = await newContext({ locale: "en-US" });
    const page = await context.newPage();
    const typeRead = page.waitForResponse((response) => response.url().includes("/sso/registration/type"));
    await page.goto(appUrl("/signup-verify/email"));
    await typeRead;
    await page.getByRole("tab", { name: "Email", selected: true }).waitFor();
    await setServerConfig({ registrationType: 1 });
    await auth.field(page, "Email").fill(uniqueEmail("closed"));
    await page.locator(".code-button").click();
    const text = await auth.dialogText(page);
    expect(text).toContain("Temporarily unavailable");
    expect(text).toContain("Registration by email is temporarily closed");
    await auth.confirmDialog(page);
    expect(await page.locator(".code-button").isEnabled()).toBe(true);
    await setServerConfig({ registrationType: 3 });
  });

  it("counts down after a send, is back to Get code at the end (FLOW-CODE-2), and a refused send keeps the button usable", async () => {
    const email = uniqueEmail("count");
    const context = await newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(appUrl("/signup-verify/email"));
    await page.locator("form.auth-form").waitFor();
    await auth.field(page, "Email").fill("not-an-email");
    await page.locator(".code-button").click();
    // The identifier is checked before anything is sent.
    expect(await auth.fieldError(auth.field(page, "Email"))).toContain("Enter a valid email address");
    expect(await page.locator(".code-button").innerText()).toBe("Get code");
    await auth.field(page, "Email").fill(email);
    await auth.requestCode(page, email, "register");
    const button = page.locator(".code-button");
    await button.filter({ hasText: /Resend in (60|59)s/ }).waitFor();
    expect(await button.isDisabled()).toBe(true);
    await page.clock.fastForward(30_000);
    await button.filter({ hasText: /Resend in (30|29|28)s/ }).waitFor();
    await page.clock.fastForward(31_000);
    // FLOW-CODE-2: when the countdown ends the sent state and the count reset.
    await button.filter({ hasText: /^Get code$/ }).waitFor();
    expect(await button.isEnabled()).toBe(true);
    // The server's own 60 s have not passed: it refuses, and the button stays usable.
    await button.click();
    await auth.expectToast(page, /.+/);
    await button.filter({ hasText: /^Get code$/ }).waitFor();
    expect(await button.isEnabled()).toBe(true);
  });
});
