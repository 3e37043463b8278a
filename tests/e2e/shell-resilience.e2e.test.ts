// What a visitor on a bad connection sees when a chunk cannot be fetched: the error screen with a
// reload button, inside the shell, never a blank page or a spinner that runs forever.
import { describe, expect, it } from "vitest";
import { appUrl, getBrowser } from "./support";

describe("a chunk that cannot be loaded", () => {
  it("ends on the translated error screen with a reload button when the services chunk keeps failing", async () => {
    // Block the service worker: its precache would otherwise answer the retries (which is the point
    // of it, but here the chunk must stay unreachable).
    const context = await (await getBrowser()).newContext({ locale: "en-US", serviceWorkers: "block" });
    const page = await context.newPage();
    let blocked = 0;
    await page.route(/composition-root-[^/]*\.js$/, (route) => {
      blocked++;
      return route.abort("internetdisconnected");
    });
    await page.goto(appUrl("/login?lang=en-US"), { waitUntil: "load" });
    await page.mouse.move(1, 1);
    await page.mouse.move(2, 2);
    const alert = page.getByRole("alert").filter({ has: page.getByRole("button", { name: "Reload page" }) });
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.getByRole("heading").innerText()).toBe("Something unexpected happened");
    // The first try and both retries asked for the chunk before giving up.
    expect(blocked).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});
