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
