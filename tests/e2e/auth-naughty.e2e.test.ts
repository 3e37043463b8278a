// The Big List of Naughty Strings typed into every auth field and sent back as the server's
// message: the page keeps working, logs no console error and shows the strings as literal text.
// Typing is batched inside the page (native value setter + input/blur events, which is what React
// listens to) so hundreds of strings per field take milliseconds rather than minutes.
import { describe, expect, it } from "vitest";
import { cleanServerMessage } from "../../core/errors/reaction";
import { naughtyStrings } from "../support/corpora";
import { collectConsoleErrors } from "./support";
import { DRAFT, dialog, field, openAuth, openSignupWithDraft, selectTab, submitButton } from "./auth-steps";
import type { Page } from "playwright-core";

const NAUGHTY = naughtyStrings();

/** Types every string into every visible text input of the form; returns what each input ended with. */
async function typeEverywhere(page: Page): Promise<{ inputs: number; mismatches: string[] }> {
  return page.evaluate(async (strings) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    const inputs = [
      ...document.querySelectorAll<HTMLInputElement>(
        "form.auth-form input:not([type=checkbox]):not([readonly]):not([hidden])",
      ),
    ];
    const mismatches: string[] = [];
    for (const input of inputs) {
      for (const value of strings) {
        input.focus();
        setter.call(input, value);
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
      input.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
      input.blur();
      await new Promise((r) => setTimeout(r, 0));
      // maxLength does not apply to script-set values, so the last string must still be there verbatim.
      const last = strings[strings.length - 1]!;
      // The code field drops the separators people paste ("123 456", "123-456"), and only those.
      const expected = input.name === "authCode" ? last.replace(/[\s\-‐‑–—.·]/g, "") : last;
      if (input.value !== expected)
        mismatches.push(`${input.name}: ${JSON.stringify(input.value).slice(0, 80)}`);
    }
    return { inputs: inputs.length, mismatches };
  }, NAUGHTY);
}

/** Nothing the strings contain may turn into markup or run. */
async function expectInert(page: Page): Promise<void> {
  const state = await page.evaluate(() => ({
    injected: document.querySelectorAll(
      "form.auth-form img, form.auth-form script, form.auth-form iframe, form.auth-form svg image, .dialog img, .dialog script",
    ).length,
    // Several BLNS entries try to call alert() or set a global; none must have run.
    flagged: "xss" in window || "__naughty" in window,
    form: document.querySelector("form.auth-form") !== null,
  }));
  expect(state).toEqual({ injected: 0, flagged: false, form: true });
}

describe("naughty strings", () => {
  // One test a screen: each types 400+ strings into every field, which took 9.5 s for all six
  // together on a quiet machine and over 30 s on a loaded CI runner.
  const screens = [
    { route: "/login", tab: "Phone", inputs: 2 },
    { route: "/login", tab: "SMS code", inputs: 2 },
    { route: "/login", tab: "Email", inputs: 2 },
    { route: "/signup-verify/email", inputs: 2 },
    { route: "/forgot/email", inputs: 4 },
    { route: "/unlock/phone", inputs: 2 },
  ];
  for (const { route, tab, inputs } of screens) {
    it(`every auth field of ${route}${tab ? ` (${tab} tab)` : ""} takes them all`, async () => {
      expect(NAUGHTY.length).toBeGreaterThan(400);
      const page = await openAuth(route);
      page.on(
        "dialog",
        (d) => void d.dismiss().then(() => expect.fail(`a native dialog opened: ${d.message()}`)),
      );
      if (tab) await selectTab(page, tab);
      const result = await typeEverywhere(page);
      expect(result.mismatches).toEqual([]);
      expect(result.inputs).toBe(inputs);
      await expectInert(page);
      expect(collectConsoleErrors(page)).toEqual([]);
    });
  }

  it("every sign-up field takes them all, and the read-only values from the query stay literal", async () => {
    const page = await openSignupWithDraft(
      DRAFT,
      "/signup?groupLink=%3Cimg%2Fsrc%3Dx%2Fonerror%3Dalert(1)%3E&agentId=a_1",
    );
    const result = await typeEverywhere(page);
    expect(result.mismatches).toEqual([]);
    expect(result.inputs).toBe(4);
    expect(await field(page, "Group code").inputValue()).toBe("<img/src=x/onerror=alert(1)>");
    await expectInert(page);
    expect(collectConsoleErrors(page)).toEqual([]);
  });

  it("the server's message is rendered as literal text, whatever it holds", async () => {
    const page = await openAuth("/login/email");
    // Pack the list into messages of at most the cap the catalogue applies (300 code points).
    const messages: string[] = [];
    let current = "";
    for (const s of NAUGHTY) {
      if ([...current].length + [...s].length + 1 > 300 && current !== "") {
        messages.push(current);
        current = "";
      }
      current += `${s} `;
    }
    if (current) messages.push(current);
    // The round sets the answer, not a count of requests: a press the form sends twice, or one it
    // drops while the last round's dialog is still closing, cannot shift every later round.
    let round = 0;
    await page.route("**/api/sso/loginByEmail", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ code: 99999, message: messages[round] ?? "done", data: null }),
      }),
    );
    await field(page, "Email").fill("naughty@example.com");
    // A code the catalogue has no special answer for: "login failed" with the server's text, nothing cleared.
    await field(page, "Password").fill("pass1234");
    for (let i = 0; i < messages.length; i++) {
      round = i;
      // The last round's answer has been handled: the button is ready for the next press.
      await expect.poll(() => submitButton(page).getAttribute("aria-busy")).toBeNull();
      await submitButton(page).click();
      // The dialog of this round (each message differs, so the text tells the rounds apart).
      const body = dialog(page)
        .locator(".dialog__message")
        .filter({
          hasText: [...(cleanServerMessage(messages[i]) ?? "")].slice(0, 12).join("").trim() || /./,
        });
      await body.waitFor();
      const shown = await body.evaluate((el) => ({
        text: el.textContent,
        elements: el.querySelectorAll("*").length,
      }));
      expect(shown, `message ${i}`).toEqual({ text: cleanServerMessage(messages[i]), elements: 0 });
      await dialog(page).locator("button").last().click();
    }
    await expectInert(page);
    expect(collectConsoleErrors(page)).toEqual([]);
  }, 120_000);
});
