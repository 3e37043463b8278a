// Inputs before the network (AUTH-LOGIN-1): the login form takes typing with runtime-config.json
// blocked (it is needed only on submit, for callbacks), and loses nothing typed when the app and
// its services come in.
import { describe, expect, it } from "vitest";
import { baseUrl, newContext } from "./support";
import { field } from "./auth-steps";

describe("login inputs before the network", () => {
  it("types into the login form with runtime-config.json blocked, and keeps it all once the app is in", async () => {
    const context = await newContext({ locale: "en-US", viewport: "phone" });
    const page = await context.newPage();
    // Refused, the file reads as the defaults. (Held unanswered instead, the form never appears
    // today: the composition root awaits the file before the services exist; docs/performance-log.md.)
    let configAsked = 0;
    await page.route("**/runtime-config.json", (route) => {
      configAsked += 1;
      return route.abort();
    });
    await page.goto(`${baseUrl()}/#/login`, { waitUntil: "commit" });
    const phone = field(page, "Phone number");
    const password = field(page, "Password");
    // Typed as soon as the fields are there, before the app reports itself ready.
    await phone.pressSequentially("13800138000");
    await password.pressSequentially("s3cret-Pass");
    await page.waitForSelector("html[data-app=ready]", { state: "attached" });
    await page.waitForLoadState("networkidle");
    expect(await phone.inputValue()).toBe("13800138000");
    expect(await password.inputValue()).toBe("s3cret-Pass");
    // Asked for at most once, and its failure cost the form nothing.
    expect(configAsked).toBeLessThanOrEqual(1);
  });
});

describe("a tap on a login field while the page hydrates it", () => {
  it("focuses the field's copy, so what is typed after the tap is kept (loads at 4x CPU)", async () => {
    const context = await newContext({ locale: "en-US" });
    // Counts the taps that fell in the window: the pressed field was gone (hydration replaced it
    // inside the pointerdown) when its mousedown came.
    await context.addInitScript(() => {
      const w = window as unknown as { __tapsInSwap: number };
      w.__tapsInSwap = 0;
      let pressed: Element | null = null;
      document.addEventListener(
        "pointerdown",
        (event) => (pressed = event.target instanceof Element ? event.target : null),
        true,
      );
      document.addEventListener(
        "mousedown",
        () => {
          if (pressed instanceof HTMLInputElement && !pressed.isConnected) w.__tapsInSwap += 1;
        },
        true,
      );
    });
    // Loads that come from the service worker: the app's chunks are in early, and React hydrates
    // the form about when a quick person taps it (the window is seen in most such loads).
    const first = await context.newPage();
    await first.goto(`${baseUrl()}/#/signup-success?lang=en-US`);
    await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await first.close();
    let inSwap = 0;
    for (let load = 0; load < 6 && inSwap < 2; load++) {
      // A new page each time: a reload would have the browser put back what the last one typed.
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(`${baseUrl()}/#/login/email?lang=en-US`);
      const email = field(page, "Email");
      const password = field(page, "Password");
      // Clicked, then typed on the keyboard, as a person does: a key goes to the focused field.
      await email.click();
      await page.keyboard.type(`tap${load}@example.com`);
      await password.click();
      await page.keyboard.type("abc12345");
      await page.locator("form.auth-form").waitFor();
      expect(await email.inputValue(), `load ${load}`).toBe(`tap${load}@example.com`);
      expect(await password.inputValue(), `load ${load}`).toBe("abc12345");
      inSwap += await page.evaluate(() => (window as unknown as { __tapsInSwap: number }).__tapsInSwap);
      await page.close();
    }
    console.log(`taps in the swap window: ${inSwap}`);
    // Without a tap in the window the test would not have tried what it names.
    expect(inSwap).toBeGreaterThan(0);
  }, 120_000);
});
