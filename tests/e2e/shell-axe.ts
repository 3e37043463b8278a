// The axe walk shared by shell-axe-*.e2e.test.ts (one file per locale, so the two run side by
// side). Screens already scanned in zh-CN and en-US by their own files are not scanned again:
// /home logged out (smoke), legal and support (legal-support), /download (download), /invite and
// the invite form and complete page (creator).
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { expectNoAxeViolations, openPage, signUpByEmail, type Session } from "./support";
import { text, visit } from "./shell-steps";

export const AUTH_ROUTES = ["/login", "/login?assistant=1", "/forgot", "/unlock", "/signup-verify"];
export const ERROR_ROUTES = [
  "/404",
  "/401",
  "/500",
  "/error",
  "/auth-error",
  "/auth-error/Title%20from%20link/Description%20from%20link",
  "/auth-error?reason=expired",
];
export const MEMBER_ROUTES = ["/home", "/dashboard", "/mine"];

/** Waits until the screen has settled: its heading is shown and nothing is loading any more. */
async function settle(page: Page, route: string): Promise<void> {
  await page.waitForFunction((r) => location.hash === `#${r}`, route, { timeout: 10_000 });
  await page.locator("main h1").first().waitFor({ state: "visible", timeout: 10_000 });
  await page.waitForFunction(
    () => !document.querySelector("[aria-busy=true], .page-loading, .skeleton"),
    undefined,
    { timeout: 10_000 },
  );
}

/** Visits each route in one tab, scanning each; every route's violations are reported together. */
async function scan(page: Page, routes: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    await visit(page, route);
    try {
      await settle(page, route);
      await expectNoAxeViolations(page);
    } catch (err) {
      failures.push(`${route}: ${(err as Error).message}`);
    }
  }
  return failures;
}

export async function axeRoutes(lang: string, routes: readonly string[], session?: Session): Promise<void> {
  const page = await openPage(`/404?lang=${lang}`, { locale: lang, ...(session ? { session } : {}) });
  expect(await scan(page, routes)).toEqual([]);
}

/** The member screens, then the drawer and the logout confirmation (modal layers of their own). */
export async function axeLoggedIn(lang: string): Promise<void> {
  const session = await signUpByEmail({ nickname: "Axe Member" });
  const page = await openPage(`/404?lang=${lang}`, { locale: lang, session });
  const failures = await scan(page, MEMBER_ROUTES);
  await page.getByRole("button", { name: text(lang, "common", "menu.open") }).click();
  const drawer = page.getByRole("dialog", { name: text(lang, "common", "menu.title") });
  await drawer.waitFor();
  await expectNoAxeViolations(page).catch((err: Error) => failures.push(`drawer: ${err.message}`));
  await drawer.getByRole("button", { name: text(lang, "common", "menu.logout") }).click();
  await page.getByRole("dialog", { name: text(lang, "common", "menu.logoutConfirmTitle") }).waitFor();
  await expectNoAxeViolations(page).catch((err: Error) => failures.push(`logout dialog: ${err.message}`));
  expect(failures).toEqual([]);
}
