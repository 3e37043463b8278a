// The app header's side drawer (SHELL-HEADER-1): 258 px; logged out it offers log in and sign up;
// logged in it shows avatar, nickname, memberId, "mine", the menu list and a confirmed logout.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { MENU_ITEMS } from "../../web/layout/menu-items";
import { openPage, signUpByEmail } from "./support";
import { expectRoute, stored, text } from "./shell-steps";

const L = "en-US";
const t = (key: string) => text(L, "common", key);

async function openDrawer(page: Page) {
  await page.getByRole("button", { name: t("menu.open") }).click();
  const drawer = page.getByRole("dialog", { name: t("menu.title") });
  await drawer.waitFor();
  return drawer;
}

describe("side drawer", () => {
  it("offers log in and sign up when logged out, and nothing of a member", async () => {
    const page = await openPage("/download", { locale: L });
    page.setDefaultTimeout(10_000);
    const drawer = await openDrawer(page);
    expect(Math.round((await drawer.boundingBox())!.width)).toBe(258);
    await drawer.getByRole("link", { name: t("actions.signup") }).waitFor();
    expect(await drawer.getByRole("button", { name: t("menu.logout") }).count()).toBe(0);
    expect(await drawer.getByRole("link", { name: t("menu.items.dashboard") }).count()).toBe(0);
    // Escape closes it and gives focus back to the menu button.
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      t("menu.open"),
    );

    await (await openDrawer(page)).getByRole("link", { name: t("actions.login"), exact: true }).click();
    await expectRoute(page, "/login");
    await page.getByRole("dialog", { name: t("menu.title") }).waitFor({ state: "hidden" });
  });

  it("shows the member, the menu list and mine when logged in; logout asks first", async () => {
    const session = await signUpByEmail({ nickname: "Drawer Dana" });
    const memberId = String(session.loginData.userInfo?.memberId ?? session.loginData.memberId);
    const page = await openPage("/download", { locale: L, session });
    // Steps fail on their own (naming the step) well before the test's 30 s limit.
    page.setDefaultTimeout(10_000);
    let drawer = await openDrawer(page);
    await drawer.locator(".avatar").waitFor();
    expect(await drawer.locator(".avatar").innerText()).toBe("D");
    await drawer.getByText("Drawer Dana", { exact: true }).waitFor();
    await drawer.getByText(`${t("menu.memberId")} ${memberId}`).waitFor();
    const list = drawer.getByRole("navigation", { name: t("menu.title") }).getByRole("link");
    expect(await list.allInnerTexts()).toEqual(MENU_ITEMS.map((item) => t(item.labelKey)));
    expect(await drawer.getByRole("link", { name: t("actions.login"), exact: true }).count()).toBe(0);

    await drawer.getByRole("link", { name: t("menu.mine") }).click();
    await expectRoute(page, "/mine");

    // Cancel keeps the session.
    drawer = await openDrawer(page);
    await drawer.getByRole("button", { name: t("menu.logout") }).click();
    const confirm = page.getByRole("dialog", { name: t("menu.logoutConfirmTitle") });
    await confirm.getByRole("button", { name: t("dialog.cancel") }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await stored(page, STORAGE_KEYS.token)).toBe(session.authorization);

    // Confirm logs out and lands on /login.
    drawer = await openDrawer(page);
    await drawer.getByRole("button", { name: t("menu.logout") }).click();
    await page
      .getByRole("dialog", { name: t("menu.logoutConfirmTitle") })
      .getByRole("button", { name: t("menu.logout") })
      .click();
    await expectRoute(page, "/login");
    expect(await stored(page, STORAGE_KEYS.token)).toBeNull();
  });
});
