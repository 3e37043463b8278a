// A real path typed or bookmarked without the `#` (`/login`) reaches its screen, and a path that
// names nothing gets a 404 page in the visitor's language that fits a phone (the bundled server;
// the deployment tests cover nginx).
import { describe, expect, it } from "vitest";
import { currentRoute, newContext, serverUrl } from "./support";
import * as auth from "./auth-steps";

describe("real paths on the bundled server", () => {
  it("/login/email?lang=en-US opens the email log-in", async () => {
    const context = await newContext({ locale: "zh-CN", viewport: "phone" });
    const page = await context.newPage();
    await page.goto(serverUrl("/login/email?lang=en-US"));
    await auth.field(page, "Email").waitFor();
    expect(currentRoute(page)).toMatch(/^\/login\/email\?lang=en-US$/);
    await context.close();
  });

  it("an unknown path answers 404 in the browser's language, sized for a phone", async () => {
    const context = await newContext({ locale: "ru-RU", viewport: "phone" });
    const page = await context.newPage();
    const answer = await page.goto(serverUrl("/no-such-page"));
    expect(answer?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toContain("Страница не найдена");
    // The viewport tag: the text is laid out for 390 px, not shrunk from a 980 px desktop page.
    expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(390);
    await page.getByRole("link", { name: "На главную" }).click();
    // The landing, in the language the 404 spoke.
    await page.locator("html[lang=ru] .landing-header").first().waitFor();
    await context.close();
  });
});
