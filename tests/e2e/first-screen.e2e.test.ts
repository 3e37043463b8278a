// ADR-0121: the first screen comes from the HTML (prerendered per language at build time), React
// takes that markup over without replacing it, and the landing → login move shows the form at once.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, collectConsoleErrors, getBrowser, newContext, openPage, appLive } from "./support";
import { text } from "./shell-steps";

// What the page scripts below leave on window for the test to read.
declare global {
  interface Window {
    __prerendered: Element[];
    __shift: number;
    __shiftSources: string[];
    __clickAt: number;
    __formAt: number;
    __spinner: boolean;
    __landingSeen: boolean;
  }
}

/** The Layout Instability API's entry, which lib.dom does not declare. */
interface LayoutShiftLike {
  value: number;
  sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

const hero = (locale: string) => text(locale, "landing", "hero.title");
const authTitle = (locale: string, key = "login.title") => text(locale, "auth", key);

describe("first screen without the app's JavaScript", () => {
  for (const locale of ["en-US", "ja"]) {
    it(`/ with JavaScript disabled shows the hero in the Accept-Language's language (${locale})`, async () => {
      const browser = await getBrowser();
      const context = await browser.newContext({ javaScriptEnabled: false, locale });
      try {
        const page = await context.newPage();
        const response = await page.goto(`${baseUrl()}/`);
        expect(response?.headers()["vary"]).toMatch(/Accept-Language/);
        await page.getByRole("heading", { level: 1, name: hero(locale) }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        // The manifest, which the boot script adds after the first frame, is in the head for it too.
        expect(await page.locator("head link[rel=manifest]").getAttribute("href")).toBe(
          "./manifest.webmanifest",
        );
        // Every section, those below the fold too (from <noscript>, ADR-0450).
        for (const key of [
          "notices.title",
          "features.title",
          "creators.title",
          "download.title",
          "contact.title",
        ])
          await page.getByRole("heading", { level: 2, name: text(locale, "landing", key) }).waitFor();
      } finally {
        await context.close();
      }
    });
  }

  it("/ with JavaScript disabled opens the phone's menus, which are native popovers (ADR-0497)", async () => {
    const browser = await getBrowser();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: "en-US",
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`);
      const common = (key: string) => text("en-US", "common", key);
      await page.getByRole("button", { name: common("menu.open") }).click();
      const sections = page.getByRole("dialog", { name: common("landingNav.label") });
      await sections.getByRole("link", { name: common("actions.signup") }).waitFor();
      await page.keyboard.press("Escape");
      await sections.waitFor({ state: "hidden" });
      await page.getByRole("button", { name: common("menu.account") }).click();
      await page.getByRole("dialog", { name: common("menu.title") }).waitFor();
    } finally {
      await context.close();
    }
  });

  /** A page where only what the HTML itself carries may run: the app's script files are refused. */
  const withoutAppScripts = async (route: string, locale: string) => {
    // The worker (registered at load) precaches the scripts: only the page's own requests count here.
    const context = await newContext({ locale, viewport: "phone", serviceWorkers: "block" });
    const blocked: string[] = [];
    await context.route(/\/assets\/.*\.js$/, (request) => {
      blocked.push(request.request().url());
      return request.abort();
    });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${baseUrl()}/${route}`);
    return { page, blocked, errors };
  };

  it("#/login and #/forgot show the auth title with the app's scripts blocked", async () => {
    const login = await withoutAppScripts("#/login", "en-US");
    await login.page.getByRole("heading", { level: 1, name: authTitle("en-US") }).waitFor();
    // The boot script asks for the app's scripts only on the visitor's first input (ADR-0450).
    expect(login.blocked).toEqual([]);
    await login.page.mouse.move(1, 1);
    await expect.poll(() => login.blocked.length).toBeGreaterThan(0);
    // The inline boot script ran under the strict CSP (by its hash): no violation reported.
    expect(login.errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);

    const forgot = await withoutAppScripts("#/forgot", "ja");
    await forgot.page.getByRole("heading", { level: 1, name: authTitle("ja", "forgot.title") }).waitFor();
  }, 60_000);

  it("#/home shows the hero with the app's scripts blocked", async () => {
    const home = await withoutAppScripts("#/home", "en-US");
    await home.page.getByRole("heading", { level: 1, name: hero("en-US") }).waitFor();
    // Its calls to action are real links already (the login one works without any script).
    expect(await home.page.locator('a[href="#/login"]').count()).toBeGreaterThan(0);
    // The other screens ride along as text the parser does not build (ADR-0445): no DOM of theirs
    // exists on #/home, and the log-in's markup is there for the boot script to parse when shown.
    const carried = await home.page.evaluate(() => {
      const login = document.getElementById("first-screen-login");
      return {
        templates: document.querySelectorAll('template[id^="first-screen-"]').length,
        loginIsText: login instanceof HTMLScriptElement && login.type === "text/html",
        loginFields: document.querySelectorAll("#login-phone, #login-password").length,
      };
    });
    expect(carried).toEqual({ templates: 0, loginIsText: true, loginFields: 0 });
  }, 60_000);

  it("a stored language wins over Accept-Language: the page of that language is shown", async () => {
    const { page } = await withoutAppScripts("#/home", "en-US");
    await page.evaluate(() => localStorage.setItem("hc.locale", "ko"));
    await page.reload();
    await page.getByRole("heading", { level: 1, name: hero("ko") }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ko");
  });
});

/**
 * Installed before the page's scripts: keeps the #root content the HTML (and its boot script)
 * produced, and counts layout shifts from the start.
 */
async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window;
    w.__prerendered = [];
    w.__shift = 0;
    w.__shiftSources = [];
    document.addEventListener("readystatechange", () => {
      // "interactive": parsed, inline boot script done, module scripts not run yet.
      if (document.readyState !== "interactive") return;
      const root = document.getElementById("root");
      w.__prerendered = root
        ? [...root.querySelectorAll(".app-shell, header, h1, main, .auth-card, .hero")]
        : [];
    });
    // Each shift's moved nodes are kept so a failure says what moved, not only by how much.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & LayoutShiftLike)[]) {
        w.__shift += entry.value;
        for (const source of entry.sources ?? [])
          w.__shiftSources.push(
            `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${describeNode(source.node)} ` +
              `${JSON.stringify(source.previousRect)} → ${JSON.stringify(source.currentRect)}`,
          );
      }
    }).observe({ type: "layout-shift", buffered: true });
    function describeNode(node: Node | null): string {
      if (!(node instanceof Element)) return node ? node.nodeName : "(gone)";
      return `${node.tagName.toLowerCase()}.${[...node.classList].join(".")} "${(node.textContent ?? "").slice(0, 30)}"`;
    }
  });
}

const hydrationReport = (page: Page) =>
  page.evaluate(() => {
    const w = window;
    return {
      prerendered: w.__prerendered.length,
      replaced: w.__prerendered.filter((element) => !element.isConnected).map((element) => element.className),
      shift: w.__shift,
      shiftSources: w.__shiftSources,
    };
  });

describe("hydration keeps the prerendered markup", () => {
  // Desktop too: there the landing's first frame is shorter than the window, so the footer is in
  // view while the sections below the fold stream in.
  for (const [route, viewport] of [
    ["#/home", "phone"],
    ["#/home", "desktop"],
    ["#/login", "phone"],
    ["#/login", "desktop"],
  ] as const) {
    it(`${route} (${viewport}): same elements once React has taken over and the services are in, CLS 0`, async () => {
      const context = await newContext({ locale: "en-US", viewport });
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      await watchHydration(page);
      await page.goto(`${baseUrl()}/${route}`);
      await appLive(page);
      // The live form's button: the HTML's form is that form (ADR-0532).
      if (route === "#/login")
        await page
          .locator("form.auth-form")
          .getByRole("button", { name: authTitle("en-US", "login.submit") })
          .waitFor();
      else await page.locator("#features").waitFor();
      const report = await hydrationReport(page);
      expect(report.prerendered).toBeGreaterThan(3);
      expect(report.replaced).toEqual([]);
      expect(report.shift, report.shiftSources.join("\n")).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});

describe("landing → login", () => {
  it("shows the login form within 300 ms of the click once the landing is idle, without a page spinner", async () => {
    const page = await openPage("/home", { locale: "en-US" });
    await page.waitForLoadState("networkidle");
    // The auth screen's chunk has been prefetched in idle time.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance
              .getEntriesByType("resource")
              .some((entry) => /auth\.screen-[^/]*\.js$/.test(entry.name)),
          ),
        // Idle comes once the services are in, which takes seconds on a loaded machine.
        { timeout: 20_000 },
      )
      .toBe(true);
    await page.evaluate(() => {
      const w = window;
      w.__formAt = 0;
      w.__spinner = false;
      addEventListener("click", () => (w.__clickAt = performance.now()), { capture: true });
      new MutationObserver(() => {
        if (document.querySelector(".page-loading")) w.__spinner = true;
        if (!w.__formAt && document.querySelector("form input[type=password]"))
          w.__formAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page
      .getByRole("link", { name: text("en-US", "common", "actions.login") })
      .first()
      .click();
    await page.locator("form input[type=password]").waitFor();
    const timing = await page.evaluate(() => {
      const w = window;
      return { ms: w.__formAt - w.__clickAt, spinner: w.__spinner };
    });
    expect(timing.spinner).toBe(false);
    expect(timing.ms).toBeGreaterThanOrEqual(0);
    expect(timing.ms).toBeLessThan(300);
  }, 60_000);
});

describe("the landing's #root on another route", () => {
  it("paints nothing of the landing on #/login while the parser waits after it", async () => {
    const context = await newContext({ locale: "en-US", viewport: "desktop" });
    // A script that takes 500 ms, put after #root (the landing): the parser stops there, with the
    // landing built, and Chromium paints what it has, as it may whenever parsing yields.
    await context.route(/\/(index[^/]*\.html)?(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</body>", '<script src="./held.js"></script>$&');
      await route.fulfill({ response, body: html });
    });
    await context.route("**/held.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fulfill({ contentType: "text/javascript", body: "" });
    });
    await context.addInitScript(() => {
      window.__landingSeen = false;
      // Looked at before each frame Chromium renders, once the page's stylesheet applies (boot.css
      // sets the body's margin to 0): earlier, nothing is painted at all.
      const frame = () => {
        const landing = document.querySelector(".landing-header");
        if (
          landing?.checkVisibility({ visibilityProperty: true }) &&
          getComputedStyle(document.body).marginTop === "0px"
        )
          window.__landingSeen = true;
        if (document.readyState !== "complete") requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/#/login`);
    await page.getByRole("heading", { level: 1, name: authTitle("en-US") }).waitFor();
    expect(await page.evaluate(() => window.__landingSeen)).toBe(false);
  });

  it("shows the HTML's own markup at once when the boot script is refused (a stale CSP hash)", async () => {
    const context = await newContext({ locale: "en-US", viewport: "phone" });
    // The inline script with one byte changed no longer matches the hash the server's CSP allows.
    await context.route(/\/(index[^/]*\.html)?(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<script>"use strict";', '<script>"use strict"; ');
      await route.fulfill({ response, body: html });
    });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${baseUrl()}/`);
    // Nothing hides the landing, which the boot script would have had to reveal: it is there at `load`.
    expect(await page.getByRole("heading", { level: 1, name: hero("en-US") }).isVisible()).toBe(true);
    // The console's report reaches the test on its own time: waited for, not assumed.
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });
});
