// ADR-0150: the operator's login callback allow-list lives in runtime-config.json beside
// index.html (the local server writes it from CALLBACK_ORIGINS / a dev patch). A callback to a
// configured origin is followed with status=loginCallback; any other still ends on auth-error.
import { afterEach, describe, expect, it } from "vitest";
import { appLive, baseUrl, setServerConfig, signUpByEmail } from "./support";
import { field, openAuth, submitButton, waitForRoute } from "./auth-steps";

const PARTNER = "https://partner.example";

afterEach(async () => {
  await setServerConfig({ callbackOrigins: null });
});

describe("runtime callback allow-list", () => {
  it("follows a callback to a configured origin and refuses one outside the list", async () => {
    await setServerConfig({ callbackOrigins: [PARTNER] });
    const account = await signUpByEmail();
    const page = await openAuth(`/login/email?callback=${encodeURIComponent(`${PARTNER}/back?x=1`)}`);
    page.setDefaultTimeout(10_000);
    // The partner site does not exist here: the browser is answered in its place.
    await page
      .context()
      .route(`${PARTNER}/**`, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>partner</title>" }),
      );
    expect(await page.evaluate(() => fetch("runtime-config.json").then((r) => r.json()))).toEqual({
      callbackOrigins: [PARTNER],
    });
    await field(page, "Email").fill(account.email ?? "");
    await field(page, "Password").fill(account.password);
    await submitButton(page).click();
    await page.waitForURL((url) => url.origin === PARTNER);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/back");
    expect(url.searchParams.get("x")).toBe("1");
    expect(url.searchParams.get("status")).toBe("loginCallback");

    await page.goto(
      `${baseUrl()}/#/login/email?callback=${encodeURIComponent("https://elsewhere.example/back")}`,
    );
    await appLive(page);
    await page.locator("form.auth-form").waitFor();
    await field(page, "Email").fill(account.email ?? "");
    await field(page, "Password").fill(account.password);
    await submitButton(page).click();
    await waitForRoute(page, /^\/auth-error/);
    expect(new URL(page.url()).origin).toBe(baseUrl());
  }, 60_000);
});
