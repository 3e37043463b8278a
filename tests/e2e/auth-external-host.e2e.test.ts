// The one-time hand-off (/external) and each of its failures, 401/10008 handling, and the host
// entrance with and without a reachable admin domain.
import { afterAll, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import {
  baseUrl,
  collectConsoleErrors,
  setFault,
  setServerConfig,
  signUpByEmail,
  type Session,
} from "./support";
import { dialog, expectToast, localStorageItem, openAuth, waitForRoute } from "./auth-steps";

let shared: Session | null = null;
const session = async () => (shared ??= await signUpByEmail());

afterAll(async () => {
  await setServerConfig({ adminDomains: null });
});

describe("one-time hand-off", () => {
  it("scrubs the address bar at once and replaces the location with the mini-app page + accessToken + lang", async () => {
    await setFault({ path: "/miniProgram/oneTimeToken", delayMs: 1500 });
    const page = await openAuth("/external/hlo-secret?ma=demo&token=leak", {
      session: await session(),
      waitFor: ".auth-external",
    });
    // While the code is being fetched, neither the route secret nor the token is in the URL.
    expect(new URL(page.url()).hash).toBe("#/external?ma=demo");
    await page.waitForURL((url) => url.pathname === "/mini/app/demo/index.html", { timeout: 10_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get("accessToken")).toMatch(/\S{8,}/);
    expect(url.searchParams.get("lang")).toBe("en-US");
  });

  it("without hloAuth goes to /login", async () => {
    // Logged in, the log-in shows who is (the signed-in card) rather than the form.
    const page = await openAuth("/external?ma=demo", {
      session: await session(),
      waitFor: "form.auth-form, .auth-signed-in",
    });
    await waitForRoute(page, /^\/login/);
  });

  it.each([
    ["no ma", "/external/hlo"],
    ["an ma that is not an id", "/external/hlo?ma=..%2F..%2Fetc"],
    ["a mini-app page that does not exist", "/external/hlo?ma=nope"],
  ])("with %s shows 'authentication link broken' without a confirm button", async (_name, route) => {
    const page = await openAuth(route, { session: await session(), waitFor: ".auth-external" });
    const d = dialog(page);
    await d.filter({ hasText: "This authentication link is broken" }).waitFor();
    expect(await d.locator("button").count()).toBe(0);
    expect(collectConsoleErrors(page).filter((e) => !e.includes("404"))).toEqual([]);
  });

  it("the broken-link dialog stays with its screen: Back to the landing leaves it behind", async () => {
    const page = await openAuth("/home", { session: await session(), waitFor: "main" });
    await page.evaluate(() => (location.hash = "#/external/1?ma=nosuch"));
    await dialog(page).filter({ hasText: "This authentication link is broken" }).waitFor();
    await page.goBack();
    await waitForRoute(page, /^\/home/);
    await dialog(page).waitFor({ state: "detached" });
    // Nothing is left over the landing: a tap on its first link reaches that link (a trial click
    // fails when another element would receive it).
    await page.locator("main a[href]").first().click({ trial: true, timeout: 5_000 });
  });

  it("a failing one-time code shows 'authentication failed' without a confirm button", async () => {
    await setFault({ path: "/miniProgram/oneTimeToken", status: 500 });
    const page = await openAuth("/external/hlo?ma=demo", {
      session: await session(),
      waitFor: ".auth-external",
    });
    const d = dialog(page);
    await d.filter({ hasText: "Authentication failed" }).waitFor();
    expect(await d.locator("button").count()).toBe(0);
    expect(await localStorageItem(page, STORAGE_KEYS.token)).toBeTruthy();
  });

  it("10008 (token invalid): the expired toast, logged out, /login", async () => {
    const page = await openAuth("/external/hlo?ma=demo", { token: "Bearer not-a-real-token", waitFor: "h1" });
    await expectToast(page, "your login has expired");
    await waitForRoute(page, /^\/login/);
    expect(await localStorageItem(page, STORAGE_KEYS.token)).toBeNull();
  });

  it("HTTP 401: the expired toast, logged out, /login", async () => {
    await setFault({ path: "/miniProgram/oneTimeToken", status: 401 });
    const page = await openAuth("/external/hlo?ma=demo", { session: await session(), waitFor: "h1" });
    await expectToast(page, "your login has expired");
    await waitForRoute(page, /^\/login/);
    expect(await localStorageItem(page, STORAGE_KEYS.token)).toBeNull();
  });
});

describe("host entrance", () => {
  it("opens host login with the first reachable admin domain as callback, host=1 and hc_source=ho", async () => {
    await setServerConfig({ adminDomains: ["http://127.0.0.1:9", baseUrl()] });
    const page = await openAuth("/home", { waitFor: "h1" });
    await page.getByRole("button", { name: "Host entrance" }).first().click();
    const route = await waitForRoute(page, /^\/login\?/);
    const query = new URLSearchParams(route.split("?")[1]);
    expect(query.get("callback")).toBe(baseUrl());
    expect(query.get("host")).toBe("1");
    expect(query.get("hc_source")).toBe("ho");
    await page.getByRole("heading", { name: "Host login" }).waitFor();
  });

  it("says no admin domain is available when none answers", async () => {
    await setServerConfig({ adminDomains: ["http://127.0.0.1:9"] });
    const page = await openAuth("/home", { waitFor: "h1" });
    await page.getByRole("button", { name: "Host entrance" }).first().click();
    await expectToast(page, "No admin domain is available");
    await setServerConfig({ adminDomains: null });
  });
});
