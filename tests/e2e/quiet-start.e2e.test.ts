// The landing and the login screen load without building an Intl number or date format: the
// first one a page builds loads ICU's data (40–55 ms of main thread, ×4 on a slow phone), the
// largest single task of the landing's start. Figures come written by the build and notice dates
// from each language's own pattern (ADR-0178).
import { describe, expect, it } from "vitest";
import { appUrl, collectConsoleErrors, newContext, appLive } from "./support";

async function open(route: string, locale: string) {
  const context = await newContext({ locale, viewport: "phone" });
  await context.addInitScript(() => {
    const made: { kind: string; locale: unknown }[] = [];
    Object.defineProperty(window, "__intlMade", { value: made });
    for (const kind of ["NumberFormat", "DateTimeFormat"] as const) {
      const Real = Intl[kind];
      Object.defineProperty(Intl, kind, {
        configurable: true,
        writable: true,
        value: new Proxy(Real, {
          construct(target, args: unknown[]) {
            made.push({ kind, locale: args[0] });
            return Reflect.construct(target, args);
          },
        }),
      });
    }
  });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(appUrl(route));
  await appLive(page);
  const made = async (): Promise<unknown> =>
    JSON.parse(await page.evaluate(() => JSON.stringify(Reflect.get(window, "__intlMade") ?? [])));
  return { page, errors, made, close: () => context.close() };
}

describe("a start without Intl formats", () => {
  for (const locale of ["zh-CN", "ru", "en-AU"]) {
    it(`#/home in ${locale}: figures and notice dates shown, no number or date format built`, async () => {
      const { page, errors, made, close } = await open("/home", locale);
      const compact = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
      // The first figure, as ICU writes it in this language.
      await expect
        .poll(() => page.locator(".stats__value").first().textContent(), { timeout: 15_000 })
        .toBe(`${compact.format(12_800_000)}+`);
      // The notices are asked for only near view (ADR-0536).
      await page.locator(".notices").scrollIntoViewIfNeeded();
      const date = page.locator(".notices__date").first();
      await date.waitFor({ timeout: 15_000 });
      const when = await date.getAttribute("datetime");
      expect(when).not.toBeNull();
      expect(await date.textContent()).toBe(
        new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric" }).format(
          new Date(when ?? ""),
        ),
      );
      await page.waitForLoadState("networkidle");
      expect(await made()).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("#/login: no number or date format built", async () => {
    const { page, errors, made, close } = await open("/login", "zh-CN");
    await page.getByRole("button", { name: /登录/ }).first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(await made()).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
