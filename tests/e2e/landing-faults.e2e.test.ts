// The landing page when its calls fail (designed error look, no endless spinner, no console error
// of the app's own) and the host entrance: the first reachable admin domain as login callback,
// or the "no admin domain" toast when none answers.
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { baseUrl, clearFaults, collectConsoleErrors, openPage, setFault, setServerConfig } from "./support";
import { expectRoute, text } from "./shell-steps";

const L = "en-US";
const landing = (key: string) => text(L, "landing", key);
const ANNOUNCEMENTS = "/public/announcement/all";
const ANDROID = "/version/getAndroidVersion";

/**
 * Console errors the app itself caused. Chromium logs every HTTP error response of a fetch as
 * "Failed to load resource"; for the injected faults that line is the browser's, not a bug.
 */
const appErrors = (page: Page) =>
  collectConsoleErrors(page).filter(
    (e) => !/Failed to load resource: the server responded with a status of 5\d\d/.test(e),
  );

async function expectCleanFailure(page: Page) {
  const notices = page.locator(".notices");
  await notices.getByText(landing("notices.error")).waitFor();
  expect(await notices.locator("[aria-busy=true], .skeleton").count()).toBe(0);
  const apk = page.getByRole("link", { name: new RegExp(landing("download.targets.apk.label")) });
  await apk.getByText(landing("download.versionUnknown"), { exact: true }).waitFor();
  expect(appErrors(page)).toEqual([]);
}

describe("landing when its calls fail", () => {
  it("shows the error look for HTTP 500 and retries into the notices", async () => {
    await setFault([
      { path: ANNOUNCEMENTS, status: 500 },
      { path: ANDROID, status: 500 },
    ]);
    const page = await openPage("/home", { locale: L });
    await expectCleanFailure(page);
    await clearFaults();
    await page
      .locator(".notices")
      .getByRole("button", { name: landing("notices.retry") })
      .click();
    await page.locator(".notices__item-title").first().waitFor();
  });

  it("shows the error look for malformed answers", async () => {
    await setFault([
      { path: ANNOUNCEMENTS, malformed: true },
      { path: ANDROID, malformed: true },
    ]);
    const page = await openPage("/home", { locale: L });
    await expectCleanFailure(page);
  });
});

describe("host entrance", () => {
  afterEach(async () => {
    await setServerConfig({ adminDomains: null });
  });

  it("goes to host login with the first reachable admin domain as callback", async () => {
    // The server's default list: an unreachable origin first, then the server itself.
    const page = await openPage("/home", { locale: L });
    await page.getByRole("button", { name: text(L, "common", "actions.hostEntrance") }).click();
    const route = await expectRoute(page, /^\/login\?/, undefined, 15_000);
    const query = new URLSearchParams(route.split("?")[1]);
    expect(Object.fromEntries(query)).toEqual({ callback: baseUrl(), host: "1", hc_source: "ho" });
  });

  it("says no admin domain is available when none answers", async () => {
    await setServerConfig({ adminDomains: ["http://127.0.0.1:9", "http://127.0.0.1:1"] });
    const page = await openPage("/home", { locale: L });
    await page.getByRole("button", { name: text(L, "common", "actions.hostEntrance") }).click();
    await page
      .locator(".toast")
      .filter({ hasText: text(L, "errors", "noAdminDomain") })
      .waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).hash).toBe("#/home");
  });
});
