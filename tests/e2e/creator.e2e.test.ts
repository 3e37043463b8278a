// Creator application for both roles: login required, validation of every field with both limits,
// rules acceptance, submission to the complete page, the reviewing and approved states, network
// failure, the invite-complete guard and axe.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api, currentRoute, expectNoAxeViolations, openPage, setFault, signUpByEmail } from "./support";

const ROLES = ["blogger", "streamer"] as const;

async function fillValid(page: Page, reason = "Weekly on-chain analysis for 20k readers.") {
  await page.locator("#creator-email").fill("creator@example.com");
  await page.locator('input[value="market-analysis"]').check();
  await page.locator('input[value="project-review"]').check();
  await page.locator("#creator-reason").fill(reason);
  await page.locator("#creator-affect").fill("https://x.com/creator");
}

async function acceptRules(page: Page) {
  await page.locator(".creator-rules__toggle").click();
  await page.locator("#creator-rules-body li").first().waitFor();
  await page.locator("#creator-rules-accept").check();
}

const describedBy = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" | "),
  );

describe.each(ROLES)("creator application (%s)", (role) => {
  it("asks a logged-out visitor to log in and come back", async () => {
    const page = await openPage(`/invite/${role}?lang=en-US`, {
      locale: "en-US",
      waitFor: ".creator-notice",
    });
    expect(await page.locator("#creator-notice-title").innerText()).toBe("You're not logged in yet");
    const href = await page.getByRole("link", { name: "Log in" }).getAttribute("href");
    const query = new URLSearchParams(href!.split("?")[1]);
    expect(query.get("redirect")).toBe(`/invite/${role}`);
    expect(query.get("apply")).toBe(role);
    // The benefits stay visible so the visitor knows what they would apply for.
    expect(await page.locator(".creator-benefit").count()).toBe(3);
  });

  it("validates every field, with the English 1000-character limit", async () => {
    const session = await signUpByEmail();
    const page = await openPage(`/invite/${role}?lang=en-US`, {
      locale: "en-US",
      session,
      waitFor: ".creator-form",
    });
    await page.locator("#creator-email").fill("");
    await page.getByRole("button", { name: "Submit application" }).click();
    for (const selector of [
      "#creator-email",
      "#creator-reason",
      "#creator-affect",
      "#creator-rules-accept",
      'input[value="other"]',
    ]) {
      expect(await page.locator(selector).getAttribute("aria-invalid"), selector).toBe("true");
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("creator-email");
    expect(await describedBy(page, "#creator-email")).toContain("email");

    await page.locator("#creator-email").fill("not-an-email");
    await page.locator("#creator-affect").fill("my channel");
    await page.locator("#creator-reason").fill("a".repeat(1001));
    expect(await describedBy(page, "#creator-reason")).toContain("1000");
    expect(await page.locator("#creator-reason-counter [aria-hidden]").innerText()).toBe("1001/1000");
    await page.locator("#creator-reason").fill("a".repeat(1000));
    expect(await page.locator("#creator-reason").getAttribute("aria-invalid")).toBeNull();
    expect(await page.locator("#creator-affect").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#creator-email").getAttribute("aria-invalid")).toBe("true");
  });

  it("applies the 500-character limit in Chinese", async () => {
    const session = await signUpByEmail();
    const page = await openPage(`/invite/${role}?lang=zh-CN`, {
      locale: "zh-CN",
      session,
      waitFor: ".creator-form",
    });
    await page.locator("#creator-reason").fill("字".repeat(501));
    await page.locator("#creator-affect").fill("https://x.com/" + "a".repeat(490));
    await page.getByRole("button", { name: "提交申请" }).click();
    expect(await page.locator("#creator-reason").getAttribute("aria-invalid")).toBe("true");
    expect(await describedBy(page, "#creator-reason")).toContain("500");
    expect(await page.locator("#creator-affect").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#creator-reason-counter [aria-hidden]").innerText()).toBe("501/500");
  });

  it("requires the rules to be opened and accepted, then submits to the complete page, then shows reviewing", async () => {
    const session = await signUpByEmail();
    const page = await openPage(`/invite/${role}?lang=en-US`, {
      locale: "en-US",
      session,
      waitFor: ".creator-form",
    });
    await fillValid(page);
    expect(await page.locator("#creator-rules-accept").isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Submit application" }).click();
    expect(await page.evaluate(() => document.activeElement?.className)).toContain("creator-rules__toggle");
    expect(currentRoute(page)).toMatch(new RegExp(`^/invite/${role}`));

    await acceptRules(page);
    expect(await page.locator("#creator-rules-body li").count()).toBe(7);
    await page.getByRole("button", { name: "Submit application" }).click();
    await page.waitForFunction(() => location.hash.startsWith("#/invite/invite-complete"));
    expect(await page.locator("#creator-notice-title").innerText()).toBe("Application submitted");

    await page.evaluate((r) => (location.hash = `#/invite/${r}`), role);
    await page.locator("#creator-notice-title").waitFor();
    expect(await page.locator("#creator-notice-title").innerText()).toBe("Your application is under review");
    expect(await page.locator(".creator-notice__body").innerText()).toContain("email or in-site message");
    await expectNoAxeViolations(page);
  });

  it("shows the approved state once the role has been granted", async () => {
    const session = await signUpByEmail();
    const approved = await api("/dev/creator/approve", { body: { username: session.username, role } });
    expect(approved.code).toBe(200);
    const page = await openPage(`/invite/${role}?lang=en-US`, {
      locale: "en-US",
      session,
      waitFor: ".creator-notice",
    });
    expect(await page.locator("#creator-notice-title").innerText()).toBe(`You are already a ${role}`);
    await expectNoAxeViolations(page);
  });
});

describe("creator application failures and guard", () => {
  it("keeps the input and the button usable after a network failure", async () => {
    const session = await signUpByEmail();
    const page = await openPage("/invite/blogger?lang=en-US", {
      locale: "en-US",
      session,
      waitFor: ".creator-form",
    });
    await fillValid(page, "Kept after the failure.");
    await acceptRules(page);
    await setFault({ path: "/creator/application", drop: true });
    await page.getByRole("button", { name: "Submit application" }).click();
    await page.locator(".toast").first().waitFor();
    expect(currentRoute(page)).toMatch(/^\/invite\/blogger/);
    expect(await page.locator("#creator-reason").inputValue()).toBe("Kept after the failure.");
    await expect.poll(() => page.getByRole("button", { name: "Submit application" }).isEnabled()).toBe(true);
  });

  it("sends a direct visit of /invite/invite-complete to /home", async () => {
    const page = await openPage("/invite/invite-complete", { waitFor: false });
    await page.waitForFunction(() => location.hash.startsWith("#/home"));
  });

  it("sends an unknown role to the chooser", async () => {
    const page = await openPage("/invite/admin", { waitFor: false });
    await page.waitForFunction(() => location.hash === "#/invite");
    // The hash changes before the chooser's lazy chunk has rendered: wait for it, don't sample once.
    await expect.poll(() => page.locator(".creator-choice").count()).toBe(2);
  });

  it.each(["zh-CN", "en-US"])(
    "has no axe violations in %s (chooser, logged out, form with errors, complete)",
    async (lang) => {
      const chooser = await openPage(`/invite?lang=${lang}`, { locale: lang, waitFor: ".creator-choice" });
      await expectNoAxeViolations(chooser);
      const out = await openPage(`/invite/streamer?lang=${lang}`, {
        locale: lang,
        waitFor: ".creator-notice",
      });
      await expectNoAxeViolations(out);
      const session = await signUpByEmail();
      const page = await openPage(`/invite/blogger?lang=${lang}`, {
        locale: lang,
        session,
        waitFor: ".creator-form",
      });
      await page.locator(".creator-rules__toggle").click();
      await page.locator('button[type="submit"]').click();
      await expectNoAxeViolations(page);
      await fillValid(page);
      await page.locator("#creator-rules-accept").check();
      await page.locator('button[type="submit"]').click();
      await page.waitForFunction(() => location.hash.startsWith("#/invite/invite-complete"));
      await page.locator("#creator-notice-title").waitFor();
      await expectNoAxeViolations(page);
    },
    120_000,
  ); // four pages, four axe scans
});
