// ADR-0401: a composite field (region + number, code + send button, password + show toggle) shows one
// focus indicator at a time, on the control that has the keyboard focus.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import * as auth from "./auth-steps";

/** Presses Tab until `target` has the focus, as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("Tab never reached the control");
}

/**
 * Visible focus indicators on the focused control and the field box around it: an outline or a
 * box-shadow each count once (the same element with both is two rings).
 */
async function focusRings(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const rings = (node: Element): number => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 ? 1 : 0;
      const shadow = style.boxShadow !== "none" ? 1 : 0;
      return outline + shadow;
    };
    const box = el.closest(".field__box");
    return rings(el) + (box && box !== el ? rings(box) : 0);
  });
}

describe("composite fields show one focus ring", () => {
  it("sign-up by phone: region button, number, code and its send button each show exactly one", async () => {
    const page = await auth.openAuth("/signup-verify");
    await auth.selectTab(page, "Phone");
    const controls = [
      page.getByRole("button", { name: /^Region/ }),
      auth.field(page, "Phone number"),
      auth.field(page, "Verification code"),
      page.locator(".code-button"),
    ];
    for (const control of controls) {
      await tabTo(page, control);
      await expect.poll(() => focusRings(control)).toBe(1);
    }
  });

  it("log-in by email: the password and its show toggle each show exactly one", async () => {
    const page = await auth.openAuth("/login", { viewport: "phone" });
    await auth.selectTab(page, "Email");
    const password = auth.field(page, "Password");
    const toggle = page.getByRole("button", { name: /Show password/ });
    for (const control of [password, toggle]) {
      await tabTo(page, control);
      await expect.poll(() => focusRings(control)).toBe(1);
    }
  });
});
