// Pages in the shared Chromium. Each openPage() gets its own browser context (fresh storage,
// cookies, service workers), closed automatically after the test by per-file-setup.ts.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import type { Session } from "./accounts";
import { collectConsoleErrors } from "./console-errors";
import { appUrl, baseUrl } from "./env";
import { storageForSession } from "./session-storage";

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export interface OpenPageOptions {
  /** Browser language (navigator.languages and Accept-Language), default "zh-CN". Use "?lang=" in the route to test the query. */
  readonly locale?: string;
  /** "phone" (390×844, touch, mobile UA), "desktop" (1440×900, the default) or a size. */
  readonly viewport?: keyof typeof VIEWPORTS | { width: number; height: number };
  readonly colorScheme?: "light" | "dark";
  readonly reducedMotion?: "reduce" | "no-preference";
  /** Start logged in: a Session from signUpByEmail()/loginByEmail(), or a bare Authorization value. */
  readonly session?: Session;
  readonly token?: string;
  /** Extra localStorage entries, set before any app script runs. */
  readonly storage?: Record<string, string>;
  /**
   * "block" keeps the service worker out: a test that holds requests with page.route needs it,
   * since a worker in control fetches chunks itself, where page routes never see them.
   */
  readonly serviceWorkers?: "allow" | "block";
  /**
   * The page is reached right after a sign-up, as the sign-up form leaves it (web/routes/entry-mark.ts):
   * #/signup-success shows only then.
   */
  readonly freshSignup?: boolean;
  /** Wait for this selector after navigation (default: the app has rendered something into the body). */
  readonly waitFor?: string | false;
}

let browser: Browser | null = null;
const openContexts = new Set<BrowserContext>();
/** Contexts opened with the service worker kept out (holdRequests asks, see hold-requests.ts). */
const withoutServiceWorker = new WeakSet<BrowserContext>();

/** Whether `context` was opened with `serviceWorkers: "block"`. */
export const keepsServiceWorkerOut = (context: BrowserContext): boolean => withoutServiceWorker.has(context);

/** The shared Chromium (connected once per test file). */
export async function getBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject("browserWsEndpoint"));
  return browser;
}

/** A new isolated browser context with the options' language, size, scheme and storage. */
export async function newContext(options: OpenPageOptions = {}): Promise<BrowserContext> {
  const b = await getBrowser();
  const vp =
    typeof options.viewport === "object" ? options.viewport : VIEWPORTS[options.viewport ?? "desktop"];
  const phone = options.viewport === "phone";
  const context = await b.newContext({
    baseURL: baseUrl(),
    locale: options.locale ?? "zh-CN",
    viewport: vp,
    isMobile: phone,
    hasTouch: phone,
    ...(phone
      ? {
          userAgent:
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
        }
      : {}),
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: options.reducedMotion ?? "reduce",
    serviceWorkers: options.serviceWorkers ?? "allow",
  });
  openContexts.add(context);
  if (options.serviceWorkers === "block") withoutServiceWorker.add(context);
  const storage = {
    ...(options.session ? storageForSession(options.session) : {}),
    ...(options.token ? { [STORAGE_KEYS.token]: options.token } : {}),
    ...options.storage,
  };
  if (options.freshSignup) {
    await context.addInitScript(() =>
      history.replaceState({ ...(history.state ?? {}), lumenMark: "signed-up" }, ""),
    );
  }
  if (Object.keys(storage).length > 0) {
    // Runs before the app's scripts; seeds once per tab (flag in sessionStorage), so a test that
    // logs out and reloads is not logged back in.
    await context.addInitScript((entries) => {
      const flag = "__e2eSeeded";
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, "1");
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, storage);
  }
  return context;
}

/**
 * Opens an app route in a fresh context and waits for the app to render.
 * openPage("/home"), openPage("/login?redirect=%2Fmine", { locale: "en-US", viewport: "phone" }),
 * openPage("/mine", { session: await signUpByEmail() }). Console errors are collected from the
 * start: collectConsoleErrors(page).
 */
export async function openPage(route: string, options: OpenPageOptions = {}): Promise<Page> {
  const context = await newContext(options);
  const page = await context.newPage();
  collectConsoleErrors(page);
  await page.goto(appUrl(route), { waitUntil: "load" });
  if (options.waitFor !== false) await waitForApp(page, options.waitFor);
  return page;
}

/**
 * Wakes the app as a person would, with a pointer moving over the page (it starts on the first
 * input, ADR-0450), and waits until it has committed (web/app.tsx marks <html data-app="ready">).
 */
export async function appLive(page: Page, timeout?: number): Promise<void> {
  // Two steps: one of them is a move wherever the pointer was (a move to where it already is wakes nothing).
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.waitForSelector("html[data-app=ready]", { state: "attached", timeout });
}

/** Waits until the app has mounted (or for `selector`). */
export async function waitForApp(page: Page, selector?: string): Promise<void> {
  // The HTML already shows the first screen (prerendered); React has taken it over once the App
  // has committed (web/app.tsx marks <html data-app="ready">), before that buttons do nothing.
  await appLive(page);
  if (selector) {
    await page.waitForSelector(selector, { state: "visible" });
    return;
  }
  // Any visible landmark or heading the app renders (closed drawers are in the page too, hidden).
  await page
    .locator("main, [role=main], h1, [role=dialog], [role=alertdialog]")
    .filter({ visible: true })
    .first()
    .waitFor();
}

/** The hash route the page is on now, e.g. "/login?redirect=%2Fmine". */
export function currentRoute(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, "") || "/";
}

/** Closes every context opened in this test (called after each test). */
export async function closeOpenContexts(): Promise<void> {
  const all = [...openContexts];
  openContexts.clear();
  await Promise.all(all.map((c) => c.close().catch(() => undefined)));
}

/** Drops this file's connection to the shared browser (called after the file). */
export async function disconnectBrowser(): Promise<void> {
  await closeOpenContexts();
  if (browser) await browser.close().catch(() => undefined);
  browser = null;
}
