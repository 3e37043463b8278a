// Every VAL-FIELDS-1 validation message shown for bad input, tied to its field (aria-invalid,
// aria-describedby), focus on the first invalid field after a submit, and axe with 0 violations
// on every auth screen while its errors are showing.
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./support";
import {
  DRAFT,
  field,
  openAuth,
  openSignupWithDraft,
  pickRegion,
  selectTab,
  submitButton,
  typeAndLeave,
} from "./auth-steps";

describe("validation messages and accessibility", () => {
  it("login: phone, account, email, password and code messages; axe clean with errors showing", async () => {
    const page = await openAuth("/login", { viewport: "phone" });
    expect(await typeAndLeave(field(page, "Phone number"), "")).toBe("Please enter your phone number");
    expect(await typeAndLeave(field(page, "Phone number"), "12ab34")).toBe("Invalid mobile number");
    expect(await typeAndLeave(field(page, "Phone number"), "1234567890123456")).toBe("Invalid mobile number");
    expect(await typeAndLeave(field(page, "Password"), "")).toBe("Please enter your password");
    expect(await typeAndLeave(field(page, "Password"), "abc")).toBe(
      "Incorrect password format: use 4–12 letters, numbers or symbols",
    );
    expect(await typeAndLeave(field(page, "Password"), "abcdefghijklm")).toContain(
      "Incorrect password format",
    );
    expect(await field(page, "Password").getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);

    // Enter submits, and focus lands on the first invalid field.
    await field(page, "Phone number").fill("12ab");
    await field(page, "Password").fill("ab");
    await field(page, "Password").press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("phone");
    await page
      .locator("[role=status]", { hasText: "Please check the form: Invalid mobile number" })
      .waitFor({ state: "attached" });

    await pickRegion(page, "Other", /Other/);
    expect(await typeAndLeave(field(page, "Account ID"), "")).toBe("Please enter your account ID");

    await selectTab(page, "Email");
    expect(await typeAndLeave(field(page, "Email"), "")).toBe("Please enter your email address");
    expect(await typeAndLeave(field(page, "Email"), "a@b")).toBe("Enter a valid email address");

    await selectTab(page, "SMS code");
    expect(await typeAndLeave(field(page, "Verification code"), "")).toBe(
      "Please enter the verification code",
    );
    expect(await typeAndLeave(field(page, "Verification code"), "12 34")).toBe(
      "The verification code must be 6 digits",
    );
  }, 60_000);

  it("signup verify: the agreement must be ticked (focus moves to it); axe clean", async () => {
    const page = await openAuth("/signup-verify/phone");
    await field(page, "Phone number").fill("13800138000");
    await field(page, "Verification code").fill("123456");
    await submitButton(page).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("agreement");
    await page
      .locator(".checkbox__error", { hasText: "Please read and accept the Terms of Use and Privacy Policy" })
      .waitFor();
    expect(await page.getByRole("checkbox").getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);
  }, 60_000);

  it("sign-up: confirm, account ID and nickname messages; axe clean", async () => {
    const page = await openSignupWithDraft(DRAFT);
    expect(await field(page, "Email").inputValue()).toBe("draft@example.com");
    expect(await typeAndLeave(field(page, "Password"), "abc123")).toBe("");
    expect(await typeAndLeave(field(page, "Confirm password"), "")).toBe("Please confirm your password");
    expect(await typeAndLeave(field(page, "Confirm password"), "abc124")).toBe("Passwords do not match");
    expect(await typeAndLeave(field(page, "Account ID"), "")).toBe("Please enter an account ID");
    expect(await typeAndLeave(field(page, "Account ID"), "ab-c")).toBe(
      "Account ID must be 5–18 letters, numbers or underscores",
    );
    expect(await typeAndLeave(field(page, "Nickname"), "")).toBe("Please enter a nickname");
    expect(await typeAndLeave(field(page, "Nickname"), "n".repeat(33))).toBe(
      "Nickname can be at most 32 characters",
    );
    expect(await typeAndLeave(field(page, "Nickname"), "ab\u202Ecd")).toBe(
      "Nickname contains characters that aren't allowed",
    );
    await expectNoAxeViolations(page);
  }, 60_000);

  it.each(["/forgot", "/unlock"])(
    "%s: axe clean with every error showing (dark, phone)",
    async (route) => {
      const page = await openAuth(route, { viewport: "phone", colorScheme: "dark" });
      for (const input of await page
        .locator("form.auth-form input:not([type=checkbox]):not([readonly])")
        .all())
        await typeAndLeave(input, "x");
      expect(await page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(1);
      await expectNoAxeViolations(page);
    },
    60_000,
  );

  it("signup success and the external failure dialog: axe clean", async () => {
    const page = await openAuth("/signup-success?lang=ru", { freshSignup: true, waitFor: ".auth-success" });
    await expectNoAxeViolations(page);
    const external = await openAuth("/external/hlo", { token: "Bearer x", waitFor: "[role=alertdialog]" });
    await expectNoAxeViolations(external);
  }, 60_000);
});
