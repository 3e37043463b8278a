// At 320 px nothing a member reads is cut off: the app bar's title is whole (two lines rather than
// "Creator applicati…"), a generated ru nickname breaks only between its parts, and a long
// read-only address ends in an ellipsis rather than a clipped letter.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appUrl, newContext, signUpByEmail, type Session } from "./support";
import { DRAFT } from "./auth-steps";

const NARROW = { width: 320, height: 700 };

async function open(route: string, locale: string, session?: Session): Promise<Page> {
  const context = await newContext({ locale, viewport: NARROW, session });
  const page = await context.newPage();
  await page.goto(appUrl(route));
  return page;
}

/** Whether an element shows all of its text (no ellipsis, no clamp cutting a line). */
const whole = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight);

describe("names and titles at 320 px", () => {
  it.each([
    ["/invite/blogger?lang=en-US", "en-US", "Creator application"],
    ["/privacy/Android/ru?lang=ru", "ru", "Политика конфиденциальности"],
    ["/eula/Android/ru?lang=ru", "ru", "Пользовательское соглашение"],
  ])("%s: the app bar shows its whole title", async (route, locale, title) => {
    const page = await open(route, locale, await signUpByEmail());
    await page.locator(".app-header__title").filter({ hasText: title }).waitFor();
    expect(await whole(page, ".app-header__title")).toBe(true);
  });

  it("a generated ru nickname breaks between its parts, never inside its word", async () => {
    const session = await signUpByEmail({ nickname: "2ycg6Пользователь" });
    const page = await open("/dashboard?lang=ru", "ru", session);
    const name = page.locator(".member-hero__name");
    await name.filter({ hasText: "Пользователь" }).waitFor();
    // Lines the word "Пользователь" is laid out on.
    const lines = await name.evaluate((el) => {
      const range = document.createRange();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf("Пользователь") ?? -1;
        if (at < 0) continue;
        range.setStart(node, at);
        range.setEnd(node, at + "Пользователь".length);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }
      return -1;
    });
    expect(lines).toBe(1);
  });

  it("the ru sign-up success screen fits without scrolling sideways", async () => {
    const context = await newContext({ locale: "ru", viewport: NARROW, freshSignup: true });
    const page = await context.newPage();
    await page.goto(appUrl("/signup-success?lang=ru"));
    await page.locator(".auth-success").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  it("a long verified address on the ru sign-up form ends in an ellipsis", async () => {
    const context = await newContext({ locale: "ru", viewport: NARROW });
    const draft = {
      ...DRAFT,
      identifier: { channel: "email", email: "konstantin.konstantinopolsky@example.com" },
    };
    await context.addInitScript(
      (value) => sessionStorage.setItem("hc.signupDraft", value),
      JSON.stringify(draft),
    );
    const page = await context.newPage();
    await page.goto(appUrl("/signup?lang=ru"));
    const email = page.locator(".field--readonly input").first();
    await email.waitFor();
    expect(await email.evaluate((el) => getComputedStyle(el).textOverflow)).toBe("ellipsis");
    expect(await email.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await email.getAttribute("title")).toBe("konstantin.konstantinopolsky@example.com");
  });
});
