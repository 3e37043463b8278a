// @vitest-environment happy-dom
// The live password checklist: states from the core rule, read with the field through
// aria-describedby, and one polite announcement when every requirement is met.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { NewPasswordFields } from "../../../../web/screens/auth/new-password-fields";
import { testI18n } from "../../../support/test-i18n";

afterEach(cleanup);

function Harness() {
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  return (
    <NewPasswordFields
      idPrefix="t"
      labelKey="fields.password"
      values={values}
      set={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      touch={() => undefined}
      error={() => undefined}
    />
  );
}

async function setup(locale = "en-US") {
  const i18n = await testI18n(locale, ["auth", "validation", "common"]);
  render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  );
  return screen.getByLabelText(locale === "en-US" ? "Password" : "Пароль", { selector: "input" });
}

const items = () => within(screen.getByRole("list")).getAllByRole("listitem");
const states = () => items().map((li) => li.getAttribute("data-met"));

describe("password checklist", () => {
  it("lists the rules as unmet at first, with the password's placeholder", async () => {
    const field = await setup();
    expect(field.getAttribute("placeholder")).toBe("Create a password");
    expect(screen.getByRole("list", { name: "Your password needs" })).toBeTruthy();
    expect(items().map((li) => li.textContent)).toEqual([
      "4–12 characters4–12 characters: not yet",
      "Only letters A–Z, numbers and symbolsOnly letters A–Z, numbers and symbols: not yet",
    ]);
    expect(states()).toEqual(["false", "false"]);
  });

  it("updates as the user types", async () => {
    const field = await setup();
    fireEvent.change(field, { target: { value: "ab" } });
    expect(states()).toEqual(["false", "true"]);
    fireEvent.change(field, { target: { value: "ab密码" } });
    expect(states()).toEqual(["true", "false"]);
    fireEvent.change(field, { target: { value: "abc d1" } });
    expect(states()).toEqual(["true", "true"]);
  });

  it("is the field's description, each rule read with its state", async () => {
    const field = await setup();
    fireEvent.change(field, { target: { value: "abcd" } });
    const ids = (field.getAttribute("aria-describedby") ?? "").split(" ");
    const described = ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
    expect(described).toContain("4–12 characters: done");
    expect(described).toContain("Only letters A–Z, numbers and symbols: done");
    // The live region is not part of the description, so it is not read twice.
    expect(described).not.toContain("meets every requirement");
  });

  it("announces only when every rule becomes met, not on each key", async () => {
    const field = await setup();
    const status = screen.getByRole("status");
    fireEvent.change(field, { target: { value: "a" } });
    expect(status.textContent).toBe("");
    fireEvent.change(field, { target: { value: "abc" } });
    expect(status.textContent).toBe("");
    fireEvent.change(field, { target: { value: "abcd" } });
    expect(status.textContent).toBe("Your password meets every requirement");
    fireEvent.change(field, { target: { value: "abcdefghijklmn" } });
    expect(status.textContent).toBe("");
  });

  it("speaks the user's language", async () => {
    const field = await setup("ru");
    expect(field.getAttribute("placeholder")).toBe("Придумайте пароль");
    expect(items()[0]?.textContent).toContain("От 4 до 12 символов: не выполнено");
  });
});
