// Inputs before the network on a phone's pace (AUTH-LOGIN-1, ADR-0532): on Fast 3G with a 4× slower
// CPU the login fields take typing within 1.5× the first contentful paint, because the prerendered
// HTML has the form; hydrated in place, it keeps what is typed there and where the caret is.
import { describe, expect, it } from "vitest";
import { appUrl, collectConsoleErrors, holdRequests, newContext, appLive } from "./support";
import { field, typeInto } from "./auth-steps";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";

/** Lighthouse's mobile preset ("Fast 3G" / slow 4G): 150 ms RTT × 3.75, 1.6 Mbps × 0.9 down, 750 Kbps × 0.9 up. */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1_638_400 * 0.9) / 8,
  uploadThroughput: (768_000 * 0.9) / 8,
};

describe("login inputs on Fast 3G and a 4× slower CPU", () => {
  it("the phone field takes typed text within 1.5× the first contentful paint, and keeps it and the caret once the form is live", async () => {
    const context = await newContext({ locale: "en-US", viewport: "phone" });
    // What the page does, timed in the page: when the phone field is first in the document, and how
    // long the first key press waited for the page (its input event handled, minus when the key
    // reached the renderer). The test's own round trips to a throttled page (finding the field, its
    // actionability checks) are not the page's doing and grow with the machine's load; a CI run
    // beside other test tiers measured them at 1.69× FCP on their own.
    await context.addInitScript(() => {
      const w = window as unknown as {
        __firstTypedAt?: number;
        __fieldAt?: number;
        __keyWaitMs?: number;
        __longTasks?: [number, number][];
      };
      // A key pressed during a long task waits for its end: those are when the page cannot take one.
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const task of list.getEntries())
          w.__longTasks!.push([task.startTime, task.startTime + task.duration]);
      }).observe({ type: "longtask", buffered: true });
      const seen = () => {
        if (w.__fieldAt === undefined && document.getElementById("login-phone"))
          w.__fieldAt = performance.now();
        return w.__fieldAt !== undefined;
      };
      const watch = new MutationObserver(() => {
        if (seen()) watch.disconnect();
      });
      watch.observe(document, { childList: true, subtree: true });
      document.addEventListener(
        "input",
        (event) => {
          const target = event.target;
          if (w.__firstTypedAt === undefined && target instanceof HTMLInputElement && target.value !== "") {
            w.__firstTypedAt = performance.now();
            w.__keyWaitMs = performance.now() - event.timeStamp;
          }
        },
        true,
      );
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", FAST_3G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

    await page.goto(appUrl("/login"), { waitUntil: "commit", timeout: 60_000 });
    const phone = field(page, "Phone number");
    const password = field(page, "Password");
    // Typed the moment the field is there, as a person who knows what to type does.
    await phone.waitFor({ timeout: 60_000 });
    await typeInto(phone, "138", { timeout: 60_000 });
    const { firstTypedAt, fieldAt, keyWaitMs, longTasks } = await page.evaluate(() => {
      const w = window as unknown as {
        __firstTypedAt?: number;
        __fieldAt?: number;
        __keyWaitMs?: number;
        __longTasks?: [number, number][];
      };
      return {
        firstTypedAt: w.__firstTypedAt,
        fieldAt: w.__fieldAt,
        keyWaitMs: w.__keyWaitMs,
        longTasks: w.__longTasks ?? [],
      };
    });
    const fcp = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    );
    expect(fcp).toBeGreaterThan(0);
    expect(firstTypedAt).toBeGreaterThan(0);
    expect(fieldAt).toBeGreaterThan(0);
    expect(keyWaitMs).toBeGreaterThanOrEqual(0);
    // The page takes typing once its field is shown (not before the first paint) and no long task
    // holds a key press back: that moment, over FCP, is what the 1.5× criterion bounds.
    let acceptsTypingAt = Math.max(fieldAt!, fcp!);
    for (let moved = true; moved;) {
      moved = false;
      for (const [start, end] of longTasks)
        if (start <= acceptsTypingAt && acceptsTypingAt < end) {
          acceptsTypingAt = end;
          moved = true;
        }
    }
    acceptsTypingAt += keyWaitMs!;
    console.log(
      `Fast 3G, 4× CPU, #/login: FCP ${Math.round(fcp!)} ms, field in the page ${Math.round(fieldAt!)} ms, ` +
        `${longTasks.length} long tasks, ` +
        `first key waited ${Math.round(keyWaitMs!)} ms: accepts typing at ${(acceptsTypingAt / fcp!).toFixed(2)}× FCP ` +
        `(the test's first typed character at ${Math.round(firstTypedAt!)} ms, ${(firstTypedAt! / fcp!).toFixed(2)}×)`,
    );
    await typeInto(phone, "00138000", { timeout: 60_000 });
    await typeInto(password, "s3cret-Pa", { timeout: 60_000 });
    // The caret in the middle: what is typed next goes there, before and after the form is live.
    await page.keyboard.press("ArrowLeft");

    // The live form, once the services are in: everything typed is there and the caret kept its place.
    await page.locator("form.auth-form").waitFor({ timeout: 90_000 });
    await page.keyboard.type("s");
    expect(await phone.inputValue()).toBe("13800138000");
    expect(await password.inputValue()).toBe("s3cret-Psa");
    expect(acceptsTypingAt / fcp!).toBeLessThanOrEqual(1.5);
  }, 180_000);

  it("types into the login form while runtime-config.json and the services' chunk are held unanswered", async () => {
    // No service worker: it precaches the services' chunk itself and claims the page, and a page
    // route never sees a request the worker answers, so under load the chunk slipped past the hold.
    const context = await newContext({ locale: "en-US", viewport: "phone", serviceWorkers: "block" });
    const page = await context.newPage();
    const config = await holdRequests(page, /runtime-config\.json$/);
    const services = await holdRequests(page, /composition-root-[^/]*\.js$/);
    await page.goto(appUrl("/login"), { waitUntil: "commit" });
    const phone = field(page, "Phone number");
    const password = field(page, "Password");
    await typeInto(phone, "13800138000");
    await typeInto(password, "s3cret-Pass");
    // The app hydrates around the fields meanwhile; nothing typed is lost to it.
    await appLive(page);
    expect(await phone.inputValue()).toBe("13800138000");
    expect(await password.inputValue()).toBe("s3cret-Pass");
    // The HTML's form is live without the services (ADR-0532): a press sends once they are in.
    await page.locator("form.auth-form[data-live]").waitFor();
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    const sent = page.waitForRequest((r) => /\/sso\/loginByPhone$/.test(new URL(r.url()).pathname), {
      timeout: 15_000,
    });
    await page.getByRole("button", { name: "Log in" }).click();
    await config.release();
    await services.release();
    // The press before the services counted: the log-in request leaves once they are in (the
    // server's answer may then clear a field, as the error catalogue says).
    await sent;
  });

  // ADR-0440: an address that names the tab gets that tab's form in the HTML.
  it("types into the email log-in's fields while the services are held, on the Email tab once live", async () => {
    // No service worker, as above: the hold must hold.
    const context = await newContext({ locale: "en-US", viewport: "phone", serviceWorkers: "block" });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const services = await holdRequests(page, /composition-root-[^/]*\.js$/);
    await page.goto(appUrl("/login/email"), { waitUntil: "commit" });
    const email = field(page, "Email");
    const password = field(page, "Password");
    await typeInto(password, "s3cret-Pass");
    await typeInto(email, "early@example");
    await appLive(page);
    expect(await page.locator("#root input[type=tel]").count()).toBe(0);
    await services.release();
    await page.locator("form.auth-form").waitFor();
    // The focus and the caret came along (an email input has no selection API of its own).
    await page.keyboard.type(".com");
    expect(await page.getByRole("tab", { name: "Email" }).getAttribute("aria-selected")).toBe("true");
    expect(await email.inputValue()).toBe("early@example.com");
    expect(await password.inputValue()).toBe("s3cret-Pass");
    expect(errors).toEqual([]);
  });

  // ADR-0441: a plain #/login opens, from the HTML on, on the tab of the last log-in on this device.
  it("shows a returning email member the email field on #/login before the services, and keeps it on the Email tab", async () => {
    const context = await newContext({
      locale: "en-US",
      viewport: "phone",
      storage: { [STORAGE_KEYS.loginTab]: "email-password" },
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const services = await holdRequests(page, /composition-root-[^/]*\.js$/);
    await page.goto(appUrl("/login"), { waitUntil: "commit" });
    const email = field(page, "Email");
    const password = field(page, "Password");
    await typeInto(email, "back@example.com");
    await typeInto(password, "s3cret-Pass");
    // The HTML's boot script picked the email variant, and React's early copy kept that tab.
    expect(await page.evaluate(() => document.documentElement.dataset.firstScreen)).toBe(
      "login-email-password",
    );
    await appLive(page);
    expect(await page.locator("#root input[type=tel]").count()).toBe(0);
    await services.release();
    await page.locator("form.auth-form").waitFor();
    expect(await page.getByRole("tab", { name: "Email" }).getAttribute("aria-selected")).toBe("true");
    expect(await email.inputValue()).toBe("back@example.com");
    expect(await password.inputValue()).toBe("s3cret-Pass");
    expect(errors).toEqual([]);
  });
});
