// The first interaction on a phone's CPU (ADR-0450): a cold load at 4× CPU (CDP throttling), the
// visitor pressing as soon as `load` fires. Nothing of the app runs before that press, so what it
// costs is paid here: these tests hold it to what a person notices (no event over Event Timing's
// 200 ms, a request within 1 s of the press, the menu open soon after the press).
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appUrl, newContext, signUpByEmail, uniqueEmail } from "./support";

const CPU_SLOWDOWN = 4;

/** Every Event Timing entry of the page (16 ms and up, the API's floor), and the first press. */
function watchEvents(): void {
  const w = window as unknown as {
    __events: { name: string; duration: number; start: number }[];
    __pressAt?: number;
  };
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      w.__events.push({ name: entry.name, duration: entry.duration, start: entry.startTime });
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  addEventListener("pointerdown", (event) => (w.__pressAt ??= event.timeStamp), { capture: true });
}

async function coldPage(context: BrowserContext, route: string, asleep = true): Promise<Page> {
  await context.addInitScript(watchEvents);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // The pointer starts off the page: one resting over it would report hover events while it loads.
  await page.mouse.move(-10, -10);
  await page.goto(appUrl(route), { waitUntil: "load" });
  // Cold: nothing of the app has started before the test's first press (ADR-0450), over the
  // screens the HTML shows whole; a skeleton's screen starts the app at once.
  expect(await page.evaluate(() => "asleep" in document.documentElement.dataset)).toBe(asleep);
  return page;
}

/** Presses the element's centre now, as a person does: no wait for it to be ready. */
async function pressNow(page: Page, selector: string): Promise<number> {
  const target = page.locator(selector).first();
  // On screen now (the HTML's and the live form's are the same field since ADR-0532). Measured
  // again if the element was swapped in between, as a screen rendered afresh does.
  for (let tries = 0; tries < 5; tries++) {
    await target.waitFor({ state: "visible" });
    const box = await target.boundingBox();
    if (!box) continue;
    const at = Date.now();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    return at;
  }
  throw new Error(`${selector} is not on screen`);
}

/**
 * The slowest event the page handled from the first press on (input delay + handlers + the next
 * paint). Before it, a pointer resting over the page while it loads reports hover events that no
 * one made (Playwright's mouse stays where the last test left it).
 */
async function slowestEvent(page: Page): Promise<{ name: string; duration: number } | undefined> {
  // Entries are reported after their paint: a frame later than the last event.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const { events, pressAt } = await page.evaluate(() => {
    const w = window as unknown as {
      __events: { name: string; duration: number; start: number }[];
      __pressAt: number;
    };
    return { events: w.__events, pressAt: w.__pressAt };
  });
  return events.filter((e) => e.start >= pressAt).sort((a, b) => b.duration - a.duration)[0];
}

describe(`the first interaction at ${CPU_SLOWDOWN}× CPU on a cold load`, () => {
  it("log-in by email: every character kept, no event over 200 ms, the request leaves within 1 s of pressing Log in", async () => {
    const account = await signUpByEmail();
    const password = "abc12345";
    const context = await newContext({ locale: "en-US", viewport: "phone", serviceWorkers: "block" });
    const page = await coldPage(context, "/login/email");
    await pressNow(page, "#login-email");
    await page.keyboard.type(account.email!);
    await pressNow(page, "#login-password");
    await page.keyboard.type(password);
    expect(await page.locator("#login-email").inputValue()).toBe(account.email);
    expect(await page.locator("#login-password").inputValue()).toBe(password);
    const sent = page.waitForRequest((r) => /\/sso\/loginByEmail/.test(r.url()) && r.method() === "POST", {
      timeout: 10_000,
    });
    const pressedAt = await pressNow(page, "main button:has-text('Log in')");
    const request = await sent;
    const waited = Date.now() - pressedAt;
    // The API takes the address base64-encoded: every typed character reached the request.
    expect(request.postData()).toContain(Buffer.from(account.email!).toString("base64"));
    const slowest = await slowestEvent(page);
    console.log(`log-in at ${CPU_SLOWDOWN}×: request ${waited} ms after the press; slowest event`, slowest);
    expect(waited).toBeLessThanOrEqual(1000);
    expect(slowest?.duration ?? 0).toBeLessThanOrEqual(200);
  });

  it("sign-up verify: after typing an email, the code request leaves within 1 s of pressing Get code", async () => {
    const context = await newContext({ locale: "en-US", viewport: "phone", serviceWorkers: "block" });
    // The form's place is a skeleton until the services are in, so the app starts at load here.
    const page = await coldPage(context, "/signup-verify/email", false);
    const email = uniqueEmail("first");
    await page.locator("input[type=email]").click();
    await page.keyboard.type(email);
    const sent = page.waitForRequest(
      (r) => /\/sso\/genEmailAuthCode/.test(r.url()) && r.method() !== "OPTIONS",
      { timeout: 10_000 },
    );
    const pressedAt = await pressNow(page, ".code-button");
    const request = await sent;
    const waited = Date.now() - pressedAt;
    // The API takes the address base64-encoded.
    expect(new URL(request.url()).searchParams.get("email")).toBe(Buffer.from(email).toString("base64"));
    console.log(`sign-up Get code at ${CPU_SLOWDOWN}×: request ${waited} ms after the press`);
    expect(waited).toBeLessThanOrEqual(1000);
  });

  // The drawer is a native popover (ADR-0497): the browser opens it, whatever the app is doing.
  it("the landing header's menu opens within 200 ms of the press", async () => {
    const context = await newContext({ locale: "en-US", viewport: "phone", serviceWorkers: "block" });
    const page = await coldPage(context, "/home");
    await page.evaluate(() => {
      const w = window as unknown as { __openAt?: number };
      // `toggle` does not bubble; a capturing listener on the document still sees it.
      document.addEventListener(
        "toggle",
        (event) => {
          if (event instanceof ToggleEvent && event.newState === "open") w.__openAt ??= event.timeStamp;
        },
        true,
      );
    });
    await pressNow(page, "button[aria-label='Open menu']");
    await page.getByRole("dialog", { name: "Sections" }).waitFor({ state: "visible" });
    const { pressAt, openAt } = await page.evaluate(() => {
      const w = window as unknown as { __pressAt: number; __openAt: number };
      return { pressAt: w.__pressAt, openAt: w.__openAt };
    });
    console.log(`header menu at ${CPU_SLOWDOWN}×: open ${Math.round(openAt - pressAt)} ms after the press`);
    expect(openAt - pressAt).toBeLessThanOrEqual(200);
  });
});
