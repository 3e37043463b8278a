// The download page: four targets, the Android version from the local server, the QR code of the
// page itself (decoded from a screenshot with jsQR) and the in-app-browser hint.
import jsQR from "jsqr";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, openPage, setFault } from "./support";

// pngjs ships no types; this is the one call the test needs.
const { PNG } = createRequire(import.meta.url)("pngjs") as {
  PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
};

const WECHAT_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI Language/zh_CN";

describe("download page", () => {
  it("offers the four targets and shows the Android version", async () => {
    const page = await openPage("/download?lang=en-US", { locale: "en-US", waitFor: ".download-targets" });
    expect(await page.locator(".download-target").count()).toBe(4);
    // The line is there from the start (kept empty while the version loads, so nothing moves).
    await expect
      .poll(() => page.locator(".download-target__meta").innerText(), { timeout: 10_000 })
      .toMatch(/^Latest version \S+/);
  });

  it("shows a QR code that decodes to the page's own address", async () => {
    // A desktop: a touch phone hides the code it could not scan itself (ADR-0388).
    const page = await openPage("/download?groupLink=g1", { viewport: "desktop", waitFor: ".qr-code" });
    const shot = await page.locator(".download-scan__code").screenshot();
    const png = PNG.sync.read(shot);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(page.url());
  });

  it("keeps the QR code in place when the Android version arrives late", async () => {
    await setFault({ path: "/version/getAndroidVersion", delayMs: 1_500 });
    const page = await openPage("/download?lang=en-US", {
      locale: "en-US",
      viewport: "desktop",
      waitFor: ".qr-code",
    });
    const top = () => page.locator(".qr-code").evaluate((el) => el.getBoundingClientRect().top + scrollY);
    const before = await top();
    expect((await page.locator(".download-target__meta").innerText()).trim()).toBe("");
    await expect
      .poll(() => page.locator(".download-target__meta").innerText(), { timeout: 10_000 })
      .toMatch(/^Latest version \S+/);
    expect(await top()).toBe(before);
  });

  it("hides the in-app-browser hint in an ordinary browser", async () => {
    const page = await openPage("/download", { waitFor: ".download-targets" });
    expect(await page.locator(".inapp-hint").count()).toBe(0);
  });

  it("tells in-app browser users to open the page in their browser", async () => {
    const page = await openPage("/download?lang=en-US", { locale: "en-US", waitFor: ".download-targets" });
    const context = page.context();
    const wechat = await context.browser()!.newContext({ userAgent: WECHAT_UA, locale: "en-US" });
    try {
      const inApp = await wechat.newPage();
      await inApp.goto(page.url());
      await inApp.locator(".inapp-hint").waitFor();
      expect(await inApp.locator("#inapp-hint-title").innerText()).toBe("Open this page in your browser");
      await inApp.getByRole("button", { name: "Got it" }).click();
      expect(await inApp.locator(".inapp-hint").count()).toBe(0);
    } finally {
      await wechat.close();
    }
  });

  it.each(["zh-CN", "en-US"])("has no axe violations in %s", async (lang) => {
    const page = await openPage(`/download?lang=${lang}`, { locale: lang, waitFor: ".qr-code" });
    await expectNoAxeViolations(page);
  });
});
