// A phone visitor taps a header's menu button while the page is still the prerendered HTML (the
// app's scripts start after the first paint, later on a slow network): the drawer is a native
// popover (ADR-0497), so it opens at once with none of the app's script, and the app waking under
// it leaves it open and working. A language picked in it then is the page's once the app is live.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appUrl, collectConsoleErrors, ENTRY_SCRIPT, holdRequests, newContext } from "./support";
import { text } from "./shell-steps";

const L = "en-US";
const common = (key: string) => text(L, "common", key);

/** Opens `route` with the app's entry script held back until `release()`. */
async function openBeforeTheApp(route: string) {
  const context = await newContext({ locale: L, viewport: "phone", serviceWorkers: "block" });
  const entry = await holdRequests(context, ENTRY_SCRIPT);
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(appUrl(route), { waitUntil: "commit" });
  return { page, errors, release: entry.release };
}

const isLive = (page: Page) => page.evaluate(() => document.documentElement.dataset.app === "ready");

describe("a menu tapped before the app is live", () => {
  for (const [route, button, drawer] of [
    ["/home", "menu.open", "landingNav.label"],
    ["/home", "menu.account", "menu.title"],
    ["/login", "menu.open", "menu.title"],
  ] as const) {
    it(`${route}: "${common(button)}" opens "${common(drawer)}" before the app is live, and it stays open`, async () => {
      const { page, errors, release } = await openBeforeTheApp(route);
      await page
        .getByRole("button", { name: common(button) })
        .first()
        .click();
      const dialog = page.getByRole("dialog", { name: common(drawer) });
      await dialog.waitFor();
      expect(await isLive(page)).toBe(false);
      await release();
      // Live: the app hydrated under the open drawer.
      await page.waitForFunction(() => document.documentElement.dataset.app === "ready", null, {
        timeout: 15_000,
      });
      expect(await dialog.isVisible()).toBe(true);
      // Only that drawer, and only once: closing it leaves it closed.
      expect(await page.getByRole("dialog").count()).toBe(1);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(await page.getByRole("dialog").count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});

describe("a language chosen before the app is live", () => {
  it("is the page's language once the app is live, and is kept for the next visit", async () => {
    const { page, errors, release } = await openBeforeTheApp("/home");
    // On a phone the select is in the sections drawer, a native popover that opens before the app.
    await page.getByRole("button", { name: common("menu.open") }).click();
    await page
      .getByRole("dialog", { name: common("landingNav.label") })
      .getByRole("combobox", { name: common("language.label") })
      .selectOption("ja");
    expect(await isLive(page)).toBe(false);
    await release();
    await page
      .getByRole("heading", { level: 1, name: text("ja", "landing", "hero.title") })
      // The app hydrates, then switches language: a loaded machine's slack.
      .waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ja");
    await page.reload();
    await page.getByRole("heading", { level: 1, name: text("ja", "landing", "hero.title") }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("a log-in control pressed before the app is live", () => {
  const auth = (key: string) => text(L, "auth", key);

  it("the Email tab is the form's tab once the app is live", async () => {
    const { page, errors, release } = await openBeforeTheApp("/login");
    await page.getByRole("tab", { name: auth("login.tabs.emailPassword") }).click();
    expect(await isLive(page)).toBe(false);
    await release();
    await page
      .getByRole("tab", { name: auth("login.tabs.emailPassword"), selected: true })
      // The app hydrates, then presses the tab again: a loaded machine's slack.
      .waitFor({ timeout: 15_000 });
    await page.getByRole("textbox", { name: auth("fields.email") }).waitFor();
    expect(errors).toEqual([]);
  });

  it("Show password shows it once the app is live, not twice (shown, then hidden again)", async () => {
    const { page, errors, release } = await openBeforeTheApp("/login");
    await page.getByRole("button", { name: common("form.showPassword") }).click();
    await release();
    await page.waitForFunction(() => document.documentElement.dataset.app === "ready", null, {
      timeout: 15_000,
    });
    // The press's answer may follow the commit by a render: waits for it, then holds it.
    await page.getByRole("button", { name: common("form.hidePassword") }).waitFor();
    expect(await page.locator("input[name=password]").getAttribute("type")).toBe("text");
    expect(errors).toEqual([]);
  });
});
