// Every route of ROUTE-HASH-1, logged out and logged in: where each one ends up (redirects, aliases,
// legacy links, unknown paths, the guard) and the title it shows. Routes are visited in one tab
// by changing the hash, as links do; protected routes are also opened cold, where the guard has to
// wait for the stored login state before deciding.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { collectConsoleErrors, currentRoute, openPage, signUpByEmail, type Session } from "./support";
import { documentTitle, expectRoute, stored, visit } from "./shell-steps";

const L = "en-US";
const EN = { locale: L } as const;

/** [visited route, where it must end up, title key of the page shown there] */
type Row = readonly [from: string, to: string | RegExp, titleKey: string];

/** Public routes: the same outcome whether logged in or not. */
const PUBLIC: readonly Row[] = [
  ["/", "/home", "home"],
  ["/home", "/home", "home"],
  ["/login", "/login", "login"],
  ["/login/email", "/login/email", "login"],
  ["/forgot", "/forgot", "forgot"],
  ["/unlock", "/unlock", "unlock"],
  ["/signup-verify", "/signup-verify", "signupVerify"],
  ["/signupVerify", "/signupVerify", "signupVerify"],
  // Signup needs a registration token from signup-verify; without one the flow goes back there.
  ["/signup", "/signup-verify", "signupVerify"],
  ["/SignUp", "/signup-verify", "signupVerify"],
  // Only right after a sign-up (journey-signed-in.e2e.test.ts); a typed address goes home.
  ["/signup-success", "/home", "home"],
  ["/privacy/iOS/ja", "/privacy/iOS/ja", "privacy"],
  ["/eula/VIVO/zh-CN", "/eula/VIVO/zh-CN", "eula"],
  // Legacy legal links land on the page in the current language.
  ["/privacyPolicy", `/privacy/Android/${L}`, "privacy"],
  ["/privacyPolicyIOS", `/privacy/iOS/${L}`, "privacy"],
  ["/privacyPolicyVIVO", `/privacy/VIVO/${L}`, "privacy"],
  ["/userAgreement", `/eula/Android/${L}`, "eula"],
  ["/userAgreementIOS", `/eula/iOS/${L}`, "eula"],
  ["/userAgreementVIVO", `/eula/VIVO/${L}`, "eula"],
  ["/landing", "/home", "home"],
  ["/DeleteAccount", "/support/articles/account-delete", "support"],
  ["/support", "/support/articles/account-delete", "support"],
  ["/support/articles", "/support/articles/account-delete", "support"],
  ["/support/articles/account-delete", "/support/articles/account-delete", "support"],
  ["/invite", "/invite", "invite"],
  ["/invite/blogger", "/invite/blogger", "inviteForm"],
  ["/invite/streamer", "/invite/streamer", "inviteForm"],
  // Only the invite form may open the complete page.
  ["/invite/invite-complete", "/home", "home"],
  ["/download", "/download", "download"],
  ["/404", "/404", "notFound"],
  ["/401", "/401", "unauthorized"],
  ["/500", "/500", "serverError"],
  ["/error", "/error", "error"],
  ["/auth-error", "/auth-error", "authError"],
  // Unknown paths go to "/", which goes to /home.
  ["/no-such-page", "/home", "home"],
  ["/deeply/unknown/path?x=1", "/home", "home"],
];

/** Where the guard sends a logged-out visitor: log in, then come back to the full path. */
const GUARDED_OUT: readonly Row[] = [
  ["/dashboard", "/login?redirect=%2Fdashboard", "login"],
  ["/mine", "/login?redirect=%2Fmine", "login"],
  ["/mine?tab=profile&x=1", "/login?redirect=%2Fmine%3Ftab%3Dprofile%26x%3D1", "login"],
  ["/external/abc?ma=demo", "/login?redirect=%2Fexternal%2Fabc%3Fma%3Ddemo", "login"],
  ["/logout", "/login", "login"],
];

const MEMBER_IN: readonly Row[] = [
  ["/dashboard", "/dashboard", "dashboard"],
  ["/mine", "/mine", "mine"],
  ["/mine?tab=profile", "/mine?tab=profile", "mine"],
  // The hand-off needs its hloAuth param, else it sends the user to log in.
  ["/external", "/login", "login"],
];

async function walk(page: Page, rows: readonly Row[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [from, to, titleKey] of rows) {
    await visit(page, from);
    try {
      await expectRoute(page, to, documentTitle(L, titleKey));
      // Something real is on screen, not just a spinner.
      await page.locator("main h1").first().waitFor({ state: "visible", timeout: 10_000 });
    } catch (err) {
      problems.push(`${from}: ${(err as Error).message.split("\n")[0]}`);
    }
  }
  return problems;
}

describe("routes logged out", () => {
  it("lead every public route where ROUTE-GUARD-1 says", async () => {
    const page = await openPage("/home", EN);
    expect(await walk(page, PUBLIC)).toEqual([]);
    expect(collectConsoleErrors(page)).toEqual([]);
  });

  it("send member pages to /login with the full path as redirect", async () => {
    const page = await openPage("/404", EN);
    expect(await walk(page, GUARDED_OUT)).toEqual([]);
  });

  it.each(["/dashboard", "/mine?tab=1"])("guard a cold load of %s", async (route) => {
    const page = await openPage(route, EN);
    await expectRoute(page, `/login?redirect=${encodeURIComponent(route)}`, documentTitle(L, "login"));
  });

  it("/auth-error takes its title and description from the route params", async () => {
    const page = await openPage("/auth-error/Link%20expired/Ask%20for%20a%20new%20link", EN);
    await expectRoute(
      page,
      "/auth-error/Link%20expired/Ask%20for%20a%20new%20link",
      documentTitle(L, "authError"),
    );
    expect(await page.locator("main h1").innerText()).toBe("Link expired");
    await page.getByText("Ask for a new link").waitFor();
  });

  it("/qy stores the handed-over token and user id and opens the dashboard", async () => {
    const page = await openPage("/qy?token=Bearer%20handed-over&userId=4242", EN);
    await expectRoute(page, "/dashboard", documentTitle(L, "dashboard"));
    expect(await stored(page, STORAGE_KEYS.token)).toBe("Bearer handed-over");
    expect(await stored(page, STORAGE_KEYS.userId)).toBe("4242");
    await page.locator("main h1").waitFor();
  });

  it("/qy without a token goes to log in", async () => {
    const page = await openPage("/qy?userId=4242", EN);
    await expectRoute(page, "/login", documentTitle(L, "login"));
    expect(await stored(page, STORAGE_KEYS.token)).toBeNull();
  });
});

describe("routes logged in", () => {
  let session: Session;
  beforeAll(async () => {
    session = await signUpByEmail({ nickname: "Route Walker" });
  });

  it("lead every public route where ROUTE-GUARD-1 says", async () => {
    const page = await openPage("/home", { ...EN, session });
    expect(await walk(page, PUBLIC)).toEqual([]);
    expect(collectConsoleErrors(page)).toEqual([]);
  });

  it("open member pages without a detour", async () => {
    const page = await openPage("/home", { ...EN, session });
    expect(await walk(page, MEMBER_IN)).toEqual([]);
  });

  it.each(["/dashboard", "/mine"])("open %s on a cold load with the stored session", async (route) => {
    const page = await openPage(route, { ...EN, session });
    await expectRoute(page, route, documentTitle(L, route.slice(1)));
    // On the page itself (the closed side menu names the member too, hidden).
    await page
      .getByRole("main")
      .getByText(session.loginData.userInfo?.nickname ?? "Route Walker")
      .first()
      .waitFor();
  });

  it("/logout clears the session and goes to /login; member pages are guarded again", async () => {
    const page = await openPage("/dashboard", { ...EN, session });
    await expectRoute(page, "/dashboard");
    await visit(page, "/logout");
    await expectRoute(page, "/login", documentTitle(L, "login"));
    expect(await stored(page, STORAGE_KEYS.token)).toBeNull();
    await visit(page, "/mine");
    await expectRoute(page, "/login?redirect=%2Fmine");
    // And it stays logged out across a reload.
    await page.reload();
    await expectRoute(page, "/login?redirect=%2Fmine");
    expect(currentRoute(page)).toBe("/login?redirect=%2Fmine");
  });
});
