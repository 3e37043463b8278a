// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CreatorFormInput } from "../../../../core/validation/creator-form.rule";
import { CreatorApplicationForm } from "../../../../web/screens/creator/creator-application-form";
import { testI18n } from "../../../support/test-i18n";

afterEach(cleanup);

async function setup(locale: "en-US" | "zh-CN", onSubmit = vi.fn(async (_form: CreatorFormInput) => {})) {
  const i18n: I18n = await testI18n(locale, ["creator", "validation"]);
  render(
    <I18nextProvider i18n={i18n}>
      <CreatorApplicationForm locale={locale} onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return { i18n, onSubmit, t: i18n.getFixedT(locale) };
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const describedText = (el: HTMLElement) =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" | ");
const submit = () => fireEvent.submit(document.querySelector("form")!);

describe("CreatorApplicationForm", () => {
  it("shows every field's error after an empty submit, tied to the field, and focuses the first", async () => {
    const { onSubmit, t } = await setup("en-US");
    submit();
    const email = byId<HTMLInputElement>("creator-email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(email)).toContain(t("validation:emailRequired"));
    expect(document.activeElement).toBe(email);

    const firstField = document.querySelector<HTMLInputElement>('input[name="creativeField"]')!;
    expect(firstField.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(firstField.closest("fieldset")!)).toContain(t("validation:creativeFieldRequired"));

    const reason = byId<HTMLTextAreaElement>("creator-reason");
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(reason)).toContain(t("validation:reasonRequired"));

    const affect = byId<HTMLInputElement>("creator-affect");
    expect(describedText(affect)).toContain(t("validation:affectRequired"));

    const rules = byId<HTMLInputElement>("creator-rules-accept");
    expect(rules.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(rules)).toContain(t("validation:creatorRulesRequired"));
    expect(screen.getByRole("alert").textContent).toBe(t("creator:form.errorSummary"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("counts characters against the locale's limit and flags text past it", async () => {
    const { t } = await setup("zh-CN");
    const reason = byId<HTMLTextAreaElement>("creator-reason");
    expect(describedText(reason)).toContain(t("creator:form.counterLabel", { count: 0, max: 500 }));
    fireEvent.change(reason, { target: { value: "字".repeat(501) } });
    fireEvent.blur(reason);
    expect(document.getElementById("creator-reason-counter")!.className).toContain("creator-counter--over");
    expect(describedText(reason)).toContain(t("validation:reasonTooLong", { max: 500 }));
  });

  it("allows 1000 characters in English", async () => {
    const { t } = await setup("en-US");
    const reason = byId<HTMLTextAreaElement>("creator-reason");
    fireEvent.change(reason, { target: { value: "a".repeat(1000) } });
    fireEvent.blur(reason);
    expect(reason.getAttribute("aria-invalid")).toBeNull();
    expect(describedText(reason)).toContain(t("creator:form.counterLabel", { count: 1000, max: 1000 }));
  });

  it("keeps the rules checkbox disabled until the rules were opened, then submits a valid form", async () => {
    const { onSubmit } = await setup("en-US");
    fireEvent.change(byId("creator-email"), { target: { value: "ana@example.com" } });
    fireEvent.click(document.querySelector('input[value="market-analysis"]')!);
    fireEvent.click(document.querySelector('input[value="other"]')!);
    fireEvent.change(byId("creator-reason"), {
      target: { value: "Daily on-chain analysis for 20k readers." },
    });
    fireEvent.change(byId("creator-affect"), { target: { value: "https://x.com/ana" } });

    const accept = byId<HTMLInputElement>("creator-rules-accept");
    expect(accept.disabled).toBe(true);
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    // The rules are the only problem left, and they were never opened: focus goes to the toggle.
    const toggle = document.querySelector<HTMLButtonElement>(".creator-rules__toggle")!;
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(byId("creator-rules-body").hidden).toBe(false);
    expect(byId("creator-rules-body").querySelectorAll("li")).toHaveLength(7);
    expect(accept.disabled).toBe(false);
    fireEvent.click(accept);
    submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      email: "ana@example.com",
      creativeField: ["market-analysis", "other"],
      reason: "Daily on-chain analysis for 20k readers.",
      affect: "https://x.com/ana",
      rulesAccepted: true,
    });
  });

  it("rejects a profile link that is not a web address", async () => {
    const { t } = await setup("en-US");
    const affect = byId<HTMLInputElement>("creator-affect");
    fireEvent.change(affect, { target: { value: "my twitter" } });
    fireEvent.blur(affect);
    expect(describedText(affect)).toContain(t("validation:affectInvalid"));
  });
});
