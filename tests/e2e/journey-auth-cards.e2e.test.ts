// ADR-0403: on a desktop the auth screens' two cards side by side (the brand panel and the form) are
// one row of equal height, whichever tab or language makes the form taller or shorter.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectNoAxeViolations } from "./support";
import * as auth from "./auth-steps";

/** The form's card (a region named by its heading) and the decorative panel beside it. */
async function cardBoxes(page: Page, title: string) {
  const form = await page.getByRole("region", { name: title }).boundingBox();
  // The brand panel is decorative (aria-hidden), so it has no role to find it by.
  const panel = await page.locator(".auth-aside").boundingBox();
  if (!form || !panel) throw new Error("both cards should be laid out");
  return { form, panel };
}

async function expectEqualCards(page: Page, title: string): Promise<void> {
  const { form, panel } = await cardBoxes(page, title);
  // Side by side…
  expect(panel.x + panel.width).toBeLessThanOrEqual(form.x);
  // …with the same top and the same height.
  expect(Math.abs(panel.y - form.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(panel.height - form.height)).toBeLessThanOrEqual(1);
}

describe("desktop auth cards", () => {
  it("log-in: equal heights on each tab, in English and in Russian", async () => {
    const page = await auth.openAuth("/login");
    await expectEqualCards(page, "Log in");
    await auth.selectTab(page, "Email");
    await expectEqualCards(page, "Log in");
    await expectNoAxeViolations(page);

    const ru = await auth.openAuth("/login", { locale: "ru" });
    await expectEqualCards(ru, "Вход");
  });

  it("sign-up: equal heights, also once an error message makes the form taller", async () => {
    const page = await auth.openAuth("/signup-verify");
    await expectEqualCards(page, "Create your account");
    await auth.selectTab(page, "Email");
    await auth.typeAndLeave(auth.field(page, "Email"), "not-an-address");
    await expect.poll(() => auth.fieldError(auth.field(page, "Email"))).not.toBe("");
    await expectEqualCards(page, "Create your account");
  });
});
