// A logged-in member is never handed a live log-in or sign-up form: opening one, or pressing Back
// after logging in, shows who they are with a way on and a way to switch accounts. Flows that
// re-authenticate on purpose (a callback, the host and assistant log-ins, the hand-off) keep the form.
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { currentRoute, openPage, signUpByEmail } from "./support";
import * as auth from "./auth-steps";

const card = ".auth-signed-in";

describe("a logged-in member on the auth screens", () => {
  it.each(["/login", "/login/email", "/signup-verify/email", "/forgot/email", "/unlock"])(
    "%s shows who is logged in instead of the form",
    async (route) => {
      const session = await signUpByEmail({ nickname: "Signed Sam" });
      const page = await auth.openAuth(`${route}?lang=en-US`, { session, waitFor: card });
      await page.locator(card).getByText("Signed Sam").waitFor();
      expect(await page.locator("form.auth-form").count()).toBe(0);
      await page.getByRole("link", { name: "Continue" }).click();
      await auth.waitForRoute(page, /^\/home\?lang=en-US$/);
    },
  );

  it("Log in with another account logs out first, then gives the form", async () => {
    const session = await signUpByEmail();
    const page = await auth.openAuth("/login/email?lang=en-US", { session, waitFor: card });
    await page.getByRole("button", { name: "Log in with another account" }).click();
    await auth.field(page, "Email").waitFor();
    expect(await auth.localStorageItem(page, STORAGE_KEYS.token)).toBeNull();
  });

  it("Back after logging in shows the card, not the form just used", async () => {
    const account = await signUpByEmail();
    const page = await openPage("/login?lang=en-US", { locale: "en-US", waitFor: "form.auth-form" });
    // Two log-in entries (#/login, then #/login/email as a tab link makes); the log-in replaces the
    // second with #/home, so Back lands on the first.
    await page.evaluate(() => (location.hash = "#/login/email?lang=en-US"));
    await auth.field(page, "Email").waitFor();
    await auth.typeInto(auth.field(page, "Email"), account.email!);
    await auth.typeInto(auth.field(page, "Password"), account.password);
    await auth.submitButton(page).click();
    await auth.waitForRoute(page, /^\/home/);
    await page.goBack();
    await auth.waitForRoute(page, /^\/login/);
    await page.locator(card).waitFor();
    expect(await page.locator("form.auth-form").count()).toBe(0);
  });

  it("the sign-up success screen shows only right after a sign-up; typed, it goes to the landing", async () => {
    const session = await signUpByEmail();
    const typed = await openPage("/signup-success?lang=en-US", { locale: "en-US", session, waitFor: false });
    await auth.waitForRoute(typed, /^\/home\?lang=en-US$/);
    const fresh = await openPage("/signup-success?lang=en-US", {
      locale: "en-US",
      session,
      freshSignup: true,
      waitFor: ".auth-success",
    });
    expect(currentRoute(fresh)).toMatch(/^\/signup-success/);
  });

  it("a log-in with a callback or as the host still shows the form", async () => {
    const session = await signUpByEmail();
    for (const route of ["/login?host=1&lang=en-US", "/login?assistant=1&lang=en-US"]) {
      const page = await auth.openAuth(route, { session });
      await page.locator("form.auth-form").waitFor();
      expect(await page.locator(card).count(), route).toBe(0);
      expect(currentRoute(page)).toContain("/login");
      await page.context().close();
    }
  });
});
