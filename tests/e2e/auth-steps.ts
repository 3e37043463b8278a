// Steps shared by the auth browser tests (tests/e2e/auth-*.e2e.test.ts): filling the forms the way
// a person does (labels, not CSS), reading dialogs and toasts, waiting for routes.
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import {
  appUrl,
  collectConsoleErrors,
  currentRoute,
  latestCode,
  newContext,
  openPage,
  type OpenPageOptions,
} from "./support";

/** Most auth tests read English labels; the locale tests switch explicitly. */
export const EN: OpenPageOptions = { locale: "en-US" };

export async function openAuth(route: string, options: OpenPageOptions = {}): Promise<Page> {
  const page = await openPage(route, {
    ...EN,
    ...options,
    waitFor: options.waitFor ?? "form.auth-form, .auth-success, .auth-external",
  });
  return page;
}

/** An input by its visible label (tab panels are labelled too, hence the input filter). */
export const field = (page: Page, label: string | RegExp): Locator =>
  page
    .locator("input")
    .and(page.getByLabel(label, { exact: typeof label === "string" }))
    .first();

/**
 * Types into a field the way a person does: a press on it, then keys. Playwright's fill and
 * pressSequentially find the input in one step and focus it in a later one; when the page replaces
 * the input in between (a form rendered afresh rather than hydrated) the focus lands on a removed
 * element and the text goes to whichever field has the focus. A press lands on whatever is at the
 * field's place.
 */
export async function typeInto(target: Locator, text: string, options: { timeout?: number } = {}) {
  await target.click(options);
  await target.page().keyboard.type(text);
}

export const submitButton = (page: Page): Locator => page.locator("form.auth-form button[type=submit]");

export async function waitForRoute(page: Page, pattern: RegExp, timeout = 10_000): Promise<string> {
  await page.waitForFunction(
    (source) => new RegExp(source).test(location.hash.replace(/^#/, "")),
    pattern.source,
    { timeout },
  );
  return currentRoute(page);
}

export const dialog = (page: Page): Locator =>
  page
    .locator("[role=dialog], [role=alertdialog]")
    .filter({ hasNot: page.locator(".picker__list"), visible: true })
    .first();

/** The text of the open dialog (title + message). */
export async function dialogText(page: Page): Promise<string> {
  const d = dialog(page);
  await d.waitFor({ state: "visible" });
  return (await d.innerText()).trim();
}

/** Confirms the open dialog with its primary button. */
export async function confirmDialog(page: Page): Promise<void> {
  const d = dialog(page);
  await d.waitFor({ state: "visible" });
  await d.locator("button").last().click();
  await d.waitFor({ state: "hidden" });
}

export const toasts = (page: Page): Locator => page.locator(".toast");

export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await toasts(page).filter({ hasText: text }).first().waitFor({ state: "visible", timeout: 10_000 });
}

/** The inline error under a field, found through its aria-describedby, as assistive tech does. */
export async function fieldError(input: Locator): Promise<string> {
  const ids = (await input.getAttribute("aria-describedby")) ?? "";
  const page = input.page();
  const texts: string[] = [];
  for (const id of ids.split(/\s+/).filter((x) => x.endsWith("-error")))
    texts.push((await page.locator(`[id="${id}"]`).innerText()).trim());
  return texts.join(" ");
}

export async function selectTab(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole("tab", { name }).click();
}

/** Picks a region in the searchable picker by typing its code or name. */
export async function pickRegion(page: Page, search: string, optionName: string | RegExp): Promise<void> {
  await page.locator(".auth-phone-row__country button").click();
  // The picker's search box; the desktop header's language selector is a combobox too.
  await page.getByRole("dialog").getByRole("combobox").fill(search);
  await page.getByRole("option", { name: optionName }).first().click();
}

/** Clicks the send-code button and returns the code the server "sent" to `to`. */
export async function requestCode(
  page: Page,
  to: string,
  purpose: "register" | "login" | "reset" | "unlock",
): Promise<string> {
  const before = await latestCode(to, purpose).catch(() => null);
  await page.locator(".code-button").click();
  await expect.poll(() => latestCode(to, purpose).catch(() => null), { timeout: 10_000 }).not.toBe(before);
  return latestCode(to, purpose);
}

export async function localStorageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** Opens /signup as if signup-verify had just handed over its draft (sessionStorage, this tab). */
export async function openSignupWithDraft(
  draft: Record<string, unknown>,
  route = "/signup",
  options: OpenPageOptions = {},
): Promise<Page> {
  const context = await newContext({ ...EN, ...options });
  await context.addInitScript(
    (value) => sessionStorage.setItem("hc.signupDraft", value),
    JSON.stringify(draft),
  );
  const page = await context.newPage();
  collectConsoleErrors(page);
  await page.goto(appUrl(route));
  await page.locator("form.auth-form").waitFor();
  return page;
}

export const DRAFT = {
  registerToken: "rt-from-test",
  identifier: { channel: "email", email: "draft@example.com" },
  accountId: "user_draft1",
  nickname: "raft1User",
};

/**
 * Types `value` and moves focus away, as a person does; "" is a field typed in and emptied again
 * (leaving a field nobody typed in says nothing, so nothing moves under a finger).
 */
export async function typeAndLeave(input: Locator, value: string): Promise<string> {
  if (value === "") await input.fill("x");
  await input.fill(value);
  await input.blur();
  return fieldError(input);
}
