// ADR-0149: the visitor's attribution survives their path. Landing with the referral query, then
// logging in or signing up from the landing header, its phone drawer, the side menu and the
// creators call to action: the local server receives every parameter (GET /api/dev/last-signup).
// And a non-Latin groupLink travels in the header, encoded, and is decoded by the server.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { decodeHeaderValue } from "../../core/contract/header-value";
import { apiOk, collectConsoleErrors, openPage, signUpByEmail, uniqueEmail } from "./support";
import { field, requestCode, selectTab, submitButton, waitForRoute } from "./auth-steps";

const REFERRAL = {
  groupLink: "g1",
  marketCode: "m1",
  agentId: "a1",
  hicsRoomId: "r1",
  guestId: "u1",
  hc_source: "ads",
  hc_time: "1700000000000",
};
const REFERRAL_QUERY = new URLSearchParams(REFERRAL).toString();

interface RecordedSignup {
  body: Record<string, unknown>;
  headers: Record<string, string>;
  decoded: { groupLink?: string; marketCode?: string };
  code: number;
}

let counter = 0;
const uniqueUsername = () => `attr_${Date.now().toString(36).slice(-6)}${(counter += 1)}`;

/** From a sign-up-verify screen: email, code, agreement, then the form with our account ID. */
async function signUpHere(page: Page): Promise<RecordedSignup> {
  await waitForRoute(page, /^\/signup-verify(\?|$)/);
  await page.locator("form.auth-form").waitFor();
  await selectTab(page, "Email");
  const email = uniqueEmail("attr");
  await field(page, "Email").fill(email);
  await field(page, "Verification code").fill(await requestCode(page, email, "register"));
  await page.getByRole("checkbox").check();
  await submitButton(page).click();
  await waitForRoute(page, /^\/signup(\?|$)/);
  const username = uniqueUsername();
  await field(page, "Account ID").fill(username);
  await field(page, "Password").fill("abc12345");
  await field(page, "Confirm password").fill("abc12345");
  await submitButton(page).click();
  await waitForRoute(page, /^\/signup-success/, 15_000);
  return apiOk<RecordedSignup>(`/dev/last-signup?username=${username}`);
}

function expectEveryParameter(recorded: RecordedSignup): void {
  expect(recorded.code).toBe(200);
  expect(recorded.body).toMatchObject({ groupLink: "g1", agentId: "a1", hicsRoomId: "r1", guestId: "u1" });
  expect(recorded.headers).toMatchObject({ "x-group-link": "g1", "x-market-code": "m1" });
  expect(recorded.decoded).toEqual({ groupLink: "g1", marketCode: "m1" });
}

const landing = async (route = `/home?${REFERRAL_QUERY}`) => {
  const page = await openPage(route, { locale: "en-US" });
  page.setDefaultTimeout(10_000);
  return page;
};

/** Every link's query carries the whole referral. */
async function expectCarried(href: string | null): Promise<void> {
  expect(href).not.toBeNull();
  const query = new URLSearchParams(String(href).split("?")[1] ?? "");
  for (const [name, value] of Object.entries(REFERRAL)) expect(query.get(name)).toBe(value);
}

describe("attribution", () => {
  it("header: log in carries the referral and the login request sends its headers", async () => {
    const session = await signUpByEmail();
    const page = await landing();
    const login = page.locator(".landing-header__cta");
    await expectCarried(await login.getAttribute("href"));
    await login.click();
    await waitForRoute(page, /^\/login\?/);
    await selectTab(page, "Email");
    await field(page, "Email").fill(session.email ?? "");
    await field(page, "Password").fill(session.password);
    const request = page.waitForRequest((r) => r.url().includes("/sso/loginByEmail"));
    await submitButton(page).click();
    const headers = (await request).headers();
    expect(headers["x-group-link"]).toBe("g1");
    expect(headers["x-market-code"]).toBe("m1");
    expect(collectConsoleErrors(page)).toEqual([]);
  }, 60_000);

  it("header drawer on a phone: sign up from it, the server receives every parameter", async () => {
    const page = await openPage(`/home?${REFERRAL_QUERY}`, { locale: "en-US", viewport: "phone" });
    page.setDefaultTimeout(10_000);
    await page.locator(".landing-header").getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Sections" });
    await expectCarried(await drawer.getByRole("link", { name: "Log in", exact: true }).getAttribute("href"));
    const signup = drawer.getByRole("link", { name: "Sign up" });
    await expectCarried(await signup.getAttribute("href"));
    await signup.click();
    expectEveryParameter(await signUpHere(page));
  }, 60_000);

  it("landing account menu: log in and sign up carry the referral", async () => {
    const page = await landing();
    await page.getByRole("button", { name: "Account menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expectCarried(await drawer.getByRole("link", { name: "Sign up" }).getAttribute("href"));
    await expectCarried(await drawer.getByRole("link", { name: "Log in", exact: true }).getAttribute("href"));
  }, 60_000);

  it("side menu after leaving the landing: the kept referral still reaches sign-up", async () => {
    const page = await landing();
    // Moving on to pages whose links carry no query: the session keeps the referral.
    await page.evaluate(() => (location.hash = "#/download"));
    await waitForRoute(page, /^\/download$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const signup = drawer.getByRole("link", { name: "Sign up" });
    await expectCarried(await signup.getAttribute("href"));
    await expectCarried(await drawer.getByRole("link", { name: "Log in", exact: true }).getAttribute("href"));
    await signup.click();
    expectEveryParameter(await signUpHere(page));
  }, 60_000);

  it("landing call to action (apply as a blogger): log in and sign up carry the referral", async () => {
    const page = await landing();
    await page.getByRole("link", { name: "Apply as a blogger" }).click();
    await waitForRoute(page, /^\/invite\/blogger/);
    await expectCarried(
      await page.getByRole("link", { name: "Log in", exact: true }).last().getAttribute("href"),
    );
    const signup = page.getByRole("link", { name: "Create an account" });
    await expectCarried(await signup.getAttribute("href"));
    await signup.click();
    expectEveryParameter(await signUpHere(page));
  }, 60_000);

  it("groupLink=群组一: no failed request, the sign-up succeeds and the server decodes the header", async () => {
    const page = await openPage("/signup-verify?groupLink=群组一&marketCode=市场 7", { locale: "en-US" });
    page.setDefaultTimeout(10_000);
    const failed: string[] = [];
    page.on("requestfailed", (r) => failed.push(r.url()));
    const recorded = await signUpHere(page);
    expect(failed).toEqual([]);
    expect(recorded.code).toBe(200);
    expect(recorded.body.groupLink).toBe("群组一");
    expect(recorded.headers["x-group-link"]).toBe("pct:%E7%BE%A4%E7%BB%84%E4%B8%80");
    expect(decodeHeaderValue(recorded.headers["x-group-link"] ?? "")).toBe("群组一");
    expect(recorded.decoded).toEqual({ groupLink: "群组一", marketCode: "市场 7" });
    expect(await page.getByText("Network error").count()).toBe(0);
  }, 60_000);
});
