import { chromium } from "playwright-core";
import { startBuiltServer } from "/work/wt-36/scripts/lib/local-server.mjs";
import { playwrightLaunchOptions } from "/work/wt-36/scripts/lib/chromium.mjs";
const server = await startBuiltServer({ args: ["--rate-limit-factor", "100"] });
process.env.LUMEN_E2E_BASE_URL = server.url;
const { signUpByEmail } = await import("/work/wt-36/tests/e2e/support/accounts.ts");
const { storageForSession } = await import("/work/wt-36/tests/e2e/support/session-storage.ts");
const browser = await chromium.launch(playwrightLaunchOptions());
const out = process.argv[2] ?? "/tmp/shots";
const shots = [
  ["ru-dashboard", "/dashboard?lang=ru", true],
  ["ru-mine", "/mine?lang=ru", true],
  ["ru-signup", "/signup?lang=ru", false, true],
  ["ru-invite-blogger", "/invite/blogger?lang=ru", true],
  ["ru-signup-success", "/signup-success?lang=ru", true],
  ["ru-forgot", "/forgot/email?lang=ru", false],
  ["ru-download", "/download?lang=ru", false],
];
for (const [name, route, member, draft] of shots) {
  const context = await browser.newContext({ viewport: { width: 320, height: 700 }, locale: "ru", isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  if (member) {
    const session = await signUpByEmail({ nickname: undefined });
    const entries = storageForSession(session);
    await context.addInitScript((e) => { for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v); }, entries);
  }
  if (draft) await context.addInitScript((v) => sessionStorage.setItem("hc.signupDraft", v), JSON.stringify({ registerToken: "rt", identifier: { channel: "email", email: "konstantin.konstantinopolsky@example.com" }, accountId: "user_draft1", nickname: "2ycg6Пользователь" }));
  const page = await context.newPage();
  await page.goto(`${server.url}/#${route}`);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}-${name}.png`, fullPage: false });
  await context.close();
}
await browser.close();
await server.close();
console.log("done");
