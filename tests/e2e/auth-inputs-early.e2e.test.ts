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

describe("a tap on a login field before the app is live", () => {
  it("keeps the HTML's field itself: hydrated in place, with the focus and all that was typed", async () => {
    const context = await newContext({ locale: "en-US", viewport: "phone" });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/#/login/email?lang=en-US`, { waitUntil: "commit" });
    // The field the HTML built, marked before any of the app's script has run (the press wakes it).
    await page.waitForSelector("#login-email");
    await page.evaluate(() => {
      const marked = document.getElementById("login-email") as unknown as { htmlField?: boolean };
      marked.htmlField = true;
    });
    await field(page, "Email").click();
    await page.keyboard.type("tap@example.com");
    await field(page, "Password").click();
    await page.keyboard.type("abc12345");
    await appLive(page);
    // The form is live once it has taken the typed text (ADR-0532).
    await page.locator("form.auth-form[data-live]").waitFor();
    expect(
      await page.evaluate(
        () => (document.getElementById("login-email") as unknown as { htmlField?: boolean }).htmlField,
      ),
    ).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("login-password");
    expect(await field(page, "Email").inputValue()).toBe("tap@example.com");
    expect(await field(page, "Password").inputValue()).toBe("abc12345");
    await expect.poll(() => page.getByRole("button", { name: "Log in" }).isEnabled()).toBe(true);
  });
});
