// A language chosen in the address stays there when the app moves the visitor on: "Continue on the
// web" after sign-up and logging out keep ?lang (ROUTE-LANG-1, ADR-0383). The member home greets a
// member who has just signed up as new.
import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { openPage, signUpByEmail } from "./support";
import { expectRoute, text } from "./shell-steps";

const ru = (ns: string, key: string) => text("ru", ns, key);

async function logOutFromMenu(page: Page) {
  await page.getByRole("button", { name: ru("common", "menu.open") }).click();
  const drawer = page.getByRole("dialog", { name: ru("common", "menu.title") });
  await drawer.getByRole("button", { name: ru("common", "menu.logout") }).click();
  await page
    .getByRole("dialog", { name: ru("common", "menu.logoutConfirmTitle") })
    .getByRole("button", { name: ru("common", "menu.logout") })
    .click();
}

describe("?lang kept", () => {
  it("by Continue on the web after sign-up, then by logging out from the menu", async () => {
    const session = await signUpByEmail();
    const page = await openPage("/signup-success?lang=ru", {
      locale: "en-US",
      session,
      viewport: "phone",
      freshSignup: true,
    });
    page.setDefaultTimeout(10_000);
    await page.getByRole("link", { name: ru("auth", "signupSuccess.continue") }).click();
    await expectRoute(page, "/dashboard?lang=ru");
    // A member who has just signed up is welcomed, not welcomed back.
    await page.getByText(ru("common", "member.welcomeNew"), { exact: true }).waitFor();
    await logOutFromMenu(page);
    await expectRoute(page, "/login?lang=ru");
  });

  it("the member home welcomes back a member who opens it later", async () => {
    const session = await signUpByEmail();
    const page = await openPage("/dashboard?lang=ru", { locale: "en-US", session });
    await page.getByText(ru("common", "member.welcome"), { exact: true }).waitFor();
  });

  it("by the log-out address itself", async () => {
    const session = await signUpByEmail();
    const page = await openPage("/logout?lang=ja", { locale: "en-US", session, waitFor: false });
    await expectRoute(page, "/login?lang=ja");
  });
});
