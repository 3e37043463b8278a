// Login by each tab, assistant and host modes, the apply prompt, guestId, the guard's redirect,
// and a failed login (dialog with the server message, the matching field cleared, the rest kept).
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { baseUrl, collectConsoleErrors, currentRoute, signUpByEmail, signUpByPhone } from "./support";
import * as auth from "./auth-steps";

const successDialog = (page: Parameters<typeof auth.dialog>[0]) =>
  auth.dialog(page).filter({ hasText: "Logged in successfully" });

describe("login", () => {
  it("logs in by phone + password (Enter submits) and lands on a logged-in home", async () => {
    const account = await signUpByPhone();
    const page = await auth.openAuth("/login");
    expect(await auth.submitButton(page).isDisabled()).toBe(true);
    const phone = auth.field(page, "Phone number");
    expect(await phone.getAttribute("autocomplete")).toBe("tel");
    expect(await auth.field(page, "Password").getAttribute("autocomplete")).toBe("current-password");
    await phone.fill(account.phone!);
    await auth.field(page, "Password").fill(account.password);
    expect(await auth.submitButton(page).isDisabled()).toBe(false);
    await auth.field(page, "Password").press("Enter");
    await successDialog(page).waitFor();
    await auth.waitForRoute(page, /^\/home/);
    expect(await auth.localStorageItem(page, STORAGE_KEYS.token)).toBeTruthy();
    expect(await auth.localStorageItem(page, STORAGE_KEYS.lastCountry)).toBe("CN");
    expect(collectConsoleErrors(page)).toEqual([]);
  });

  it("logs in with an SMS code from the outbox (countdown starts after the send)", async () => {
    const account = await signUpByPhone();
    const page = await auth.openAuth("/login/sms");
    expect(await page.getByRole("tab", { name: "SMS code" }).getAttribute("aria-selected")).toBe("true");
    const code = auth.field(page, "Verification code");
    expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await code.getAttribute("inputmode")).toBe("numeric");
    await auth.field(page, "Phone number").fill(account.phone!);
    const sent = await auth.requestCode(page, account.phone!, "login");
    await page.locator(".code-button", { hasText: /Resend in \d+s/ }).waitFor();
    await code.fill(sent);
    // Its last digit completes the form, which sends itself (ADR-0145).
    await successDialog(page).waitFor();
    await auth.waitForRoute(page, /^\/home/);
  });

  it("logs in by email + password", async () => {
    const account = await signUpByEmail();
    const page = await auth.openAuth("/login");
    await auth.selectTab(page, "Email");
    const email = auth.field(page, "Email");
    expect(await email.getAttribute("autocomplete")).toBe("email");
    await email.fill(account.email!.toUpperCase());
    await auth.field(page, "Password").fill(account.password);
    await auth.submitButton(page).click();
    await auth.waitForRoute(page, /^\/home/);
  });

  it("turns the phone field into an account field for the 'other' region and logs in by account ID", async () => {
    const account = await signUpByEmail();
    const page = await auth.openAuth("/login");
    await auth.pickRegion(page, "Other", /Other/);
    const accountField = auth.field(page, "Account ID");
    expect(await accountField.getAttribute("autocomplete")).toBe("username");
    expect(await accountField.getAttribute("type")).toBe("text");
    await accountField.fill(account.username);
    await auth.field(page, "Password").fill(account.password);
    await auth.submitButton(page).click();
    await auth.waitForRoute(page, /^\/home/);
    expect(await auth.localStorageItem(page, STORAGE_KEYS.lastCountry)).toBe("other");
  });

  it("remembers the last region used", async () => {
    const page = await auth.openAuth("/login", { storage: { [STORAGE_KEYS.lastCountry]: "JP" } });
    await page.locator(".auth-phone-row__country .picker__value", { hasText: "+81" }).waitFor();
  });

  it("assistant=1 shows a single account + password form and sends assistant=1 in the callback", async () => {
    const account = await signUpByEmail();
    const callback = `${baseUrl()}/#/home`;
    const page = await auth.openAuth(`/login?assistant=1&callback=${encodeURIComponent(callback)}`);
    expect(await page.getByRole("tab").count()).toBe(0);
    await page.getByRole("heading", { name: "Assistant login" }).waitFor();
    await auth.field(page, "Account ID").fill(account.username);
    await auth.field(page, "Password").fill(account.password);
    await auth.submitButton(page).click();
    await page.waitForURL((url) => url.hash.includes("status=loginCallback"));
    const hash = new URL(page.url()).hash;
    expect(hash).toContain("assistant=1");
    expect(hash).toContain("source=h5");
  });

  it("host=1 sends isStreamHostLogin (b2bToken stored) and adds token and lang to the callback", async () => {
    const account = await signUpByEmail();
    const callback = `${baseUrl()}/#/home`;
    const page = await auth.openAuth(
      `/login/email?host=1&hc_source=ho&callback=${encodeURIComponent(callback)}`,
    );
    await page.getByRole("heading", { name: "Host login" }).waitFor();
    const sent: string[] = [];
    page.on("request", (r) => r.url().includes("/sso/loginByEmail") && sent.push(r.postData() ?? ""));
    await auth.field(page, "Email").fill(account.email!);
    await auth.field(page, "Password").fill(account.password);
    await auth.submitButton(page).click();
    await page.waitForURL((url) => url.hash.includes("status=loginCallback"));
    expect(sent[0]).toContain("isStreamHostLogin");
    const params = new URLSearchParams(new URL(page.url()).hash.split("?")[1]);
    expect(params.get("source")).toBe("ho");
    expect(params.get("lang")).toBe("en-US");
    expect(params.get("token")).toMatch(/\S{10,}/);
    expect(Number(params.get("time"))).toBeGreaterThan(Date.now() - 60_000);
    expect(await auth.localStorageItem(page, STORAGE_KEYS.userInfo)).toMatch(/"b2bToken":"[^"]+"/);
  });

  it("apply=blogger shows the login-required dialog, keeps guestId, and goes to the creator form after login", async () => {
    const account = await signUpByEmail();
    const page = await auth.openAuth("/login/email?apply=blogger&guestId=guest_42");
    expect(await auth.dialogText(page)).toContain("You're not logged in yet");
    await auth.confirmDialog(page);
    expect(await auth.localStorageItem(page, STORAGE_KEYS.guestId)).toBe("guest_42");
    await auth.field(page, "Email").fill(account.email!);
    await auth.field(page, "Password").fill(account.password);
    await auth.submitButton(page).click();
    await auth.waitForRoute(page, /^\/invite\/blogger/);
  });

  it("returns to the page the guard came from", async () => {
    const account = await signUpByEmail();
    const page = await auth.openAuth("/mine");
    await auth.waitForRoute(page, /^\/login\?redirect=/);
    await auth.selectTab(page, "Email");
    await auth.field(page, "Email").fill(account.email!);
    await auth.field(page, "Password").fill(account.password);
    await auth.submitButton(page).click();
    await auth.waitForRoute(page, /^\/mine/);
  });

  it("a wrong password shows 'login failed' with the server message, clears the password and keeps the email", async () => {
    const account = await signUpByEmail();
    const page = await auth.openAuth("/login/email");
    await auth.field(page, "Email").fill(account.email!);
    await auth.field(page, "Password").fill("wrong999");
    await auth.submitButton(page).click();
    const text = await auth.dialogText(page);
    expect(text).toContain("Login failed");
    expect(text).toContain("Wrong password");
    await auth.confirmDialog(page);
    expect(await auth.field(page, "Password").inputValue()).toBe("");
    expect(await auth.field(page, "Email").inputValue()).toBe(account.email);
    expect(currentRoute(page)).toMatch(/^\/login/);
    expect(await auth.localStorageItem(page, STORAGE_KEYS.token)).toBeNull();
    expect(collectConsoleErrors(page)).toEqual([]);
  });

  it("the accepted third-party source (fameex) logs in with fromFameEx and goes to its allow-listed redirect", async () => {
    const account = await signUpByEmail();
    const redirect = `${baseUrl()}/#/download?partner=fameex`;
    const page = await auth.openAuth(`/login/email?source=fameex&redirect=${encodeURIComponent(redirect)}`);
    const sent: string[] = [];
    page.on("request", (r) => r.url().includes("/sso/loginByEmail") && sent.push(r.postData() ?? ""));
    await auth.field(page, "Email").fill(account.email!);
    await auth.field(page, "Password").fill(account.password);
    await auth.submitButton(page).click();
    await successDialog(page).waitFor();
    await page.waitForURL((url) => url.hash === "#/download?partner=fameex");
    expect(JSON.parse(sent[0] ?? "{}")).toMatchObject({ fromFameEx: true, redirectPage: redirect });
    expect(await auth.localStorageItem(page, STORAGE_KEYS.token)).toBeTruthy();
    expect(collectConsoleErrors(page)).toEqual([]);
  });

  it("the accepted source with a redirect outside the allow-list ends on the auth-error screen after login", async () => {
    const account = await signUpByEmail();
    const page = await auth.openAuth(
      `/login/email?source=fameex&redirect=${encodeURIComponent("https://evil.example/steal")}`,
    );
    await auth.field(page, "Email").fill(account.email!);
    await auth.field(page, "Password").fill(account.password);
    await auth.submitButton(page).click();
    await auth.waitForRoute(page, /^\/auth-error/);
    expect(page.url()).not.toContain("evil.example");
  });

  it("any other source goes to the auth-error screen before a login is possible", async () => {
    for (const source of ["evil", "FameEx"]) {
      const page = await auth.openAuth(`/login?source=${source}&redirect=https%3A%2F%2Fevil.example%2F`, {
        waitFor: "h1",
      });
      await auth.waitForRoute(page, /^\/auth-error/);
      await page.getByRole("heading", { name: "Authentication error" }).waitFor();
      await page.getByText("Authentication failed. Please try again later").waitFor();
      expect(await page.locator("form.auth-form").count()).toBe(0);
    }
  });

  it("the show/hide toggle has an accessible name, an icon that matches it, and reveals the password", async () => {
    const page = await auth.openAuth("/login");
    const password = auth.field(page, "Password");
    await password.fill("secret1");
    // Its icon shows what a press does: an open eye while hidden, a struck one while shown.
    const struck = (name: string) =>
      page.getByRole("button", { name }).locator("svg").getAttribute("data-icon");
    expect(await struck("Show password")).toBe("eye");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    expect(await struck("Hide password")).toBe("eye-slash");
    await page.getByRole("button", { name: "Hide password" }).click();
    expect(await password.getAttribute("type")).toBe("password");
  });
});
