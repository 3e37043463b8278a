// ADR-0387: "Go to download" on the sign-up success lands on the landing's downloads section, not
// on the top of the landing. ADR-0388: the download page's QR block is for computers, not phones.
import { describe, expect, it } from "vitest";
import { openPage } from "./support";
import { waitForRoute } from "./auth-steps";

describe.each(["phone", "desktop"] as const)("Go to download on a %s", (viewport) => {
  it("lands on the landing's downloads section", async () => {
    const page = await openPage("/signup-success?lang=en-US", {
      locale: "en-US",
      viewport,
      freshSignup: true,
      waitFor: ".auth-success",
    });
    await page.getByRole("link", { name: "Go to download" }).click();
    const route = await waitForRoute(page, /^\/home\?/);
    expect(new URLSearchParams(route.split("?")[1]).get("hc_source")).toBe("signup_success");
    await page.locator("#download").waitFor();
    // Scrolled there: the section's top sits just under the sticky header, or, when the section is
    // near the end of the page, the page is scrolled as far as it goes.
    const there = () =>
      page.locator("#download").evaluate((el) => {
        const atEnd = scrollY + innerHeight >= document.documentElement.scrollHeight - 2;
        return (
          el.getBoundingClientRect().top < 120 || (atEnd && el.getBoundingClientRect().top < innerHeight / 2)
        );
      });
    await expect.poll(there, { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
  });
});

describe("the download page's QR block", () => {
  it.each([
    ["phone", false],
    ["desktop", true],
  ] as const)("on a %s is shown: %s", async (viewport, shown) => {
    const page = await openPage("/download?lang=en-US", { locale: "en-US", viewport, waitFor: "h1" });
    await page.locator(".download-target").first().waitFor();
    expect(await page.locator(".download-scan").isVisible()).toBe(shown);
  });
});
