// Inputs before the network (AUTH-LOGIN-1): the login form takes typing with runtime-config.json
// blocked (it is needed only on submit, for callbacks), and loses nothing typed when the app and
// its services come in.
import { describe, expect, it } from "vitest";
import { baseUrl, newContext, appLive } from "./support";
import { field, typeInto } from "./auth-steps";

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
    await typeInto(phone, "13800138000");
    await typeInto(password, "s3cret-Pass");
    await appLive(page);
    await page.waitForLoadState("networkidle");
    expect(await phone.inputValue()).toBe("13800138000");
    expect(await password.inputValue()).toBe("s3cret-Pass");
    // Asked for at most once, and its failure cost the form nothing.
    expect(configAsked).toBeLessThanOrEqual(1);
  });
});

describe("a tap on a login field while the page hydrates it", () => {
  it("focuses the field's copy, so what is typed after the tap is kept", async () => {
    // Page routes must see the page's own request: no service worker in between.
    const context = await newContext({ locale: "en-US", serviceWorkers: "block" });
    // The moment React makes its root (it listens on #root before hydrating anything), the page is
    // held in a synchronous request that the test answers only once it has pressed on the email
    // field: the press then waits in the page's input queue and is handled before React's first
    // pass, which is the window where hydration replaces the field inside the pointerdown.
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
      // Held once React's hydration reaches the boundary the build left to the browser (the early
      // fields' Suspense boundary, `<!--$!-->`): React then knows it and replaces it at once when a
      // press lands inside. React 19 marks the nodes it reaches with a property named after the
      // root's key (`__reactFiber$<key>` beside `#root`'s `__reactContainer$<key>`); if that ever
      // changes, nothing is held and the window check below fails.
      const hold = () => {
        const rect = document.getElementById("login-email")?.getBoundingClientRect();
        if (!rect || rect.width === 0) return;
        const request = new XMLHttpRequest();
        const x = rect.x + rect.width / 2;
        const y = rect.y + rect.height / 2;
        request.open("GET", `/__tap-window?x=${x}&y=${y}`, false);
        request.send();
      };
      const listen = EventTarget.prototype.addEventListener;
      let watched = false;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args) {
        if (!watched && this instanceof HTMLElement && this.id === "root") {
          watched = true;
          const container = Object.keys(this).find((key) => key.startsWith("__reactContainer$"));
          const fiberKey = container?.replace("__reactContainer$", "__reactFiber$");
          const walker = document.createTreeWalker(this, NodeFilter.SHOW_COMMENT);
          for (let node = walker.nextNode(); node && fiberKey; node = walker.nextNode()) {
            if ((node as Comment).data !== "$!") continue;
            const boundary = node;
            Object.defineProperty(boundary, fiberKey, {
              configurable: true,
              set(value: unknown) {
                Object.defineProperty(boundary, fiberKey, { value, writable: true, configurable: true });
                hold();
              },
            });
          }
        }
        return listen.apply(this, args);
      };
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Settles once the press is in and handled (each dispatch answers after the page took it).
    const pressed = new Promise<void>((resolve, reject) => {
      void page.route(/\/__tap-window\?/, async (route) => {
        const url = new URL(route.request().url());
        const at = { x: Number(url.searchParams.get("x")), y: Number(url.searchParams.get("y")) };
        const press = { ...at, button: "left" as const, clickCount: 1 };
        const down = cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", ...press });
        const up = cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", ...press });
        await route.fulfill({ status: 204 });
        Promise.all([down, up]).then(() => resolve(), reject);
      });
    });
    await page.goto(`${baseUrl()}/#/login/email?lang=en-US`, { waitUntil: "commit" });
    // The app wakes on a pointer over the page (ADR-0450); the press comes while it hydrates.
    await page.waitForSelector("#login-email");
    await page.mouse.move(1, 1);
    await pressed;
    await page.keyboard.type("tap@example.com");
    await field(page, "Password").click();
    await page.keyboard.type("abc12345");
    await page.locator("form.auth-form").waitFor();
    // The press fell in the window: the field it landed on was gone when its mousedown came.
    expect(await page.evaluate(() => (window as unknown as { __tapsInSwap: number }).__tapsInSwap)).toBe(1);
    expect(await field(page, "Email").inputValue()).toBe("tap@example.com");
    expect(await field(page, "Password").inputValue()).toBe("abc12345");
  });
});
