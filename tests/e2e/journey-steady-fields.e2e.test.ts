// Nothing moves under a finger: leaving a field nobody typed in (the focus passing to a link, a
// checkbox, another field, or the visitor switching to the mail app) shows no error, so nothing
// below it moves and the tap lands where it was aimed. Errors come after an edit or a submit.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "./support";
import * as auth from "./auth-steps";

/** Page-relative tops of the elements, to compare before and after a blur. */
const tops = (locators: readonly Locator[]) =>
  Promise.all(locators.map(async (l) => (await l.boundingBox())?.y ?? Number.NaN));

const PHONE = { locale: "en-US", viewport: "phone" } as const;

/** What sits below the fields: the primary button and the last thing in the card. */
async function below(page: Page): Promise<Locator[]> {
  return [auth.submitButton(page), page.locator("form.auth-form > :last-child")];
}

describe("fields that stay put", () => {
  it("sign-up verify: after Get code, a tap on the agreement from the empty code field lands and moves nothing", async () => {
    const page = await auth.openAuth("/signup-verify/email?lang=en-US", PHONE);
    await auth.typeInto(auth.field(page, "Email"), uniqueEmail());
    await page.getByRole("button", { name: "Get code" }).click();
    // Get code hands the focus to the empty code field.
    const code = page.locator("input[autocomplete=one-time-code]");
    await expect.poll(() => code.evaluate((el) => el === document.activeElement)).toBe(true);
    const targets = await below(page);
    const before = await tops(targets);
    const agreement = page.locator("form.auth-form").getByRole("checkbox").first();
    await agreement.click();
    expect(await agreement.isChecked()).toBe(true);
    expect(await tops(targets)).toEqual(before);
    expect(await auth.fieldError(code)).toBe("");
  });

  it("sign-up verify: switching away (the mail app) with the code field empty shows no error", async () => {
    const page = await auth.openAuth("/signup-verify/email?lang=en-US", PHONE);
    await auth.typeInto(auth.field(page, "Email"), uniqueEmail());
    await page.getByRole("button", { name: "Get code" }).click();
    const code = page.locator("input[autocomplete=one-time-code]");
    await expect.poll(() => code.evaluate((el) => el === document.activeElement)).toBe(true);
    const before = await tops(await below(page));
    // Leaving the page for another app blurs the focused field.
    await code.evaluate((el) => (el as HTMLInputElement).blur());
    expect(await tops(await below(page))).toEqual(before);
    expect(await auth.fieldError(code)).toBe("");
  });

  it("log-in: tabbing through the empty form moves nothing", async () => {
    const page = await auth.openAuth("/login/email?lang=en-US", PHONE);
    const email = auth.field(page, "Email");
    await email.click();
    const before = await tops(await below(page));
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await tops(await below(page))).toEqual(before);
    expect(await auth.fieldError(email)).toBe("");
  });

  it("log-in: a field typed in and left wrong says so at once", async () => {
    const page = await auth.openAuth("/login/email?lang=en-US", PHONE);
    const email = auth.field(page, "Email");
    await auth.typeInto(email, "ana@");
    await page.keyboard.press("Tab");
    await expect.poll(() => auth.fieldError(email)).toBe("Enter a valid email address");
  });
});
