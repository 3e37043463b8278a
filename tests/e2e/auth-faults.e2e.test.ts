// Server faults (timeout, 500) leave the form usable with the input kept; the login callback
// goes only to allowed origins with the right parameters, never to a disallowed one.
import { describe, expect, it } from "vitest";
import { readCorpusLines } from "../support/corpora";
import { baseUrl, clearFaults, currentRoute, setFault, signUpByEmail } from "./support";
import {
  confirmDialog,
  dialog,
  dialogText,
  expectToast,
  field,
  openAuth,
  submitButton,
  toasts,
  waitForRoute,
} from "./auth-steps";
import type { Page } from "playwright-core";

async function fillEmailLogin(page: Page, email: string, password: string): Promise<void> {
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
}

describe("faults", () => {
  it("a 500 shows 'login failed', keeps the input and the button usable; the retry then works", async () => {
    const account = await signUpByEmail();
    await setFault({ path: "/sso/loginByEmail", status: 500 });
    const page = await openAuth("/login/email");
    await fillEmailLogin(page, account.email!, account.password);
    await submitButton(page).click();
    // The fault answers HTTP 500 with an envelope, which the HTTP adapter reads as a server failure.
    expect(await dialogText(page)).toContain("Login failed");
    await confirmDialog(page);
    expect(await field(page, "Email").inputValue()).toBe(account.email);
    expect(await field(page, "Password").inputValue()).toBe(account.password);
    await expect.poll(() => submitButton(page).isEnabled()).toBe(true);
    await clearFaults();
    await submitButton(page).click();
    await waitForRoute(page, /^\/home/);
  });

  it("a timeout (server slower than 8 s) shows the timeout toast and never leaves the button loading", async () => {
    const account = await signUpByEmail();
    await setFault({ path: "/sso/loginByEmail", delayMs: 9500 });
    const page = await openAuth("/login/email");
    await fillEmailLogin(page, account.email!, account.password);
    await submitButton(page).click();
    expect(await submitButton(page).getAttribute("aria-busy")).toBe("true");
    await expectToast(page, "The request timed out");
    expect(await field(page, "Password").inputValue()).toBe(account.password);
    await expect.poll(() => submitButton(page).isEnabled()).toBe(true);
    expect(await submitButton(page).getAttribute("aria-busy")).toBeNull();
  }, 20_000);

  it("a new attempt clears the last attempt's error, and no error asks to refresh the filled form", async () => {
    const account = await signUpByEmail();
    await setFault({ path: "/sso/loginByEmail", malformed: true });
    const page = await openAuth("/login/email");
    await fillEmailLogin(page, account.email!, account.password);
    await submitButton(page).click();
    await expectToast(page, "An error occurred. Please try again");
    expect(await toasts(page).allInnerTexts()).not.toContainEqual(expect.stringMatching(/refresh/i));
    // The next answer is slow: while it is on its way, the old verdict must not stand.
    await setFault({ path: "/sso/loginByEmail", delayMs: 3000 });
    await submitButton(page).click();
    expect(await submitButton(page).getAttribute("aria-busy")).toBe("true");
    await expect.poll(() => toasts(page).filter({ hasText: "An error occurred" }).count()).toBe(0);
    expect(await submitButton(page).getAttribute("aria-busy")).toBe("true");
    await waitForRoute(page, /^\/home/);
  }, 20_000);

  it("a log-in with no network says the device is offline, and keeps what was typed", async () => {
    const account = await signUpByEmail();
    const page = await openAuth("/login/email");
    await fillEmailLogin(page, account.email!, account.password);
    // The live form and its services are in before the network goes (the app loads on first input).
    await page.waitForLoadState("networkidle");
    await page.context().setOffline(true);
    await submitButton(page).click();
    await expectToast(page, "You're offline. Check your connection and try again");
    expect(await field(page, "Password").inputValue()).toBe(account.password);
    await page.context().setOffline(false);
    await submitButton(page).click();
    await waitForRoute(page, /^\/home/);
  });

  it("a failing code request keeps the code button usable", async () => {
    await setFault({ path: "/sso/genEmailAuthCode", status: 500 });
    const page = await openAuth("/forgot/email");
    await field(page, "Email").fill("someone@example.com");
    await page.locator(".code-button").click();
    await expectToast(page, "Something went wrong");
    await expect.poll(() => page.locator(".code-button").isEnabled()).toBe(true);
    expect(await page.locator(".code-button").innerText()).toBe("Get code");
    expect(await field(page, "Email").inputValue()).toBe("someone@example.com");
  });
});

describe("login callback", () => {
  it("goes to an allowed origin with status, source and time (no token without host login)", async () => {
    const account = await signUpByEmail();
    const callback = `${baseUrl()}/#/home?keep=1`;
    const page = await openAuth(`/login/email?hc_source=partner&callback=${encodeURIComponent(callback)}`);
    await fillEmailLogin(page, account.email!, account.password);
    await submitButton(page).click();
    await page.waitForURL((url) => url.hash.includes("status=loginCallback"));
    const params = new URLSearchParams(new URL(page.url()).hash.split("?")[1]);
    expect(params.get("keep")).toBe("1");
    expect(params.get("source")).toBe("partner");
    expect(params.get("time")).toMatch(/^\d{13}$/);
    expect(params.get("token")).toBeNull();
  });

  it("refuses disallowed callbacks (open-redirect corpus) with the fixed screen, never following them", async () => {
    const corpus = readCorpusLines("open-redirect.txt");
    // A spread of the corpus (protocol-relative, credentials, encoded dots, javascript:) plus our own.
    const picks = [0, 61, 178, corpus.length - 1]
      .map((i) => corpus[i]!)
      .concat([`${baseUrl()}.evil.example/`]);
    const account = await signUpByEmail();
    const page = await openAuth("/login/email");
    const origins = new Set<string>();
    page.on("request", (r) => origins.add(new URL(r.url()).origin));
    for (const callback of picks) {
      await page.goto(`${baseUrl()}/#/login/email?callback=${encodeURIComponent(callback)}`);
      await page.locator("form.auth-form").waitFor();
      await fillEmailLogin(page, account.email!, account.password);
      await submitButton(page).click();
      await waitForRoute(page, /^\/auth-error\?/);
      expect(new URL(page.url()).origin, callback).toBe(baseUrl());
      await page.getByRole("heading", { name: "Authentication error" }).waitFor();
      expect(await page.content()).not.toContain(callback.length > 8 ? callback : "\u0000");
      await dialog(page).waitFor({ state: "hidden" });
    }
    expect([...origins]).toEqual([baseUrl()]);
    expect(currentRoute(page)).toMatch(/^\/auth-error/);
  }, 60_000);
});
