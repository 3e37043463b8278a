// ADR-0161: the new-password fields of sign-up and reset show VAL-PASSWORD-1's requirements as a list
// ticked while typing, described to the field (not a live region per key), with placeholders;
// axe finds nothing with the list half met, in English and in Japanese dark on a desktop.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectNoAxeViolations } from "./support";
import { DRAFT, field, openAuth, openSignupWithDraft } from "./auth-steps";

const states = (page: Page, list: string) =>
  page
    .getByRole("list", { name: list })
    .getByRole("listitem")
    .evaluateAll((items) => items.map((li) => li.getAttribute("data-met")));

describe("password checklist", () => {
  it("reset: ticks each requirement as the new password meets it", async () => {
    const page = await openAuth("/forgot", { viewport: "phone" });
    const password = field(page, "New password");
    expect(await password.getAttribute("placeholder")).toBe("Enter a new password");
    expect(await field(page, "Confirm password").getAttribute("placeholder")).toBe(
      "Enter the password again",
    );
    expect(await states(page, "Your password needs")).toEqual(["false", "false"]);
    await password.pressSequentially("ab");
    expect(await states(page, "Your password needs")).toEqual(["false", "true"]);
    await password.pressSequentially("cd");
    expect(await states(page, "Your password needs")).toEqual(["true", "true"]);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "meets every requirement" }).count())
      .toBe(1);
    await password.pressSequentially("é");
    expect(await states(page, "Your password needs")).toEqual(["true", "false"]);
    const describedBy = (await password.getAttribute("aria-describedby")) ?? "";
    expect(describedBy).toContain("forgot-password-rules");
    await expectNoAxeViolations(page);
  });

  it("sign-up in Japanese, dark, desktop: the list is in Japanese and axe finds nothing", async () => {
    const page = await openSignupWithDraft(DRAFT, "/signup?lang=ja", {
      locale: "ja",
      colorScheme: "dark",
    });
    const password = field(page, "パスワード");
    expect(await password.getAttribute("placeholder")).toBe("パスワードを設定");
    await password.fill("abc");
    expect(await states(page, "パスワードの条件")).toEqual(["false", "true"]);
    await expectNoAxeViolations(page);
  });
});
