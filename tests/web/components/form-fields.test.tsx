// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import type { i18n } from "i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Button } from "../../../web/components/form/button";
import { Checkbox } from "../../../web/components/form/checkbox";
import { CodeField } from "../../../web/components/form/code-field";
import { PasswordField } from "../../../web/components/form/password-field";
import { Tabs } from "../../../web/components/form/tabs";
import { TextField } from "../../../web/components/form/text-field";
import { testI18n } from "../../support/test-i18n";

let i18n: i18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(cleanup);
const wrap = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe("form primitives", () => {
  it("TextField ties label, hint and inline error to the input", () => {
    wrap(
      <TextField label="Email" hint="We never share it" error="Enter a valid email" autoComplete="email" />,
    );
    const input = screen.getByLabelText("Email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("autocomplete")).toBe("email");
    const described = (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["We never share it", "Enter a valid email"]);
  });

  it("TextField without an error is not marked invalid", () => {
    wrap(<TextField label="Nickname" />);
    expect(screen.getByLabelText("Nickname").hasAttribute("aria-invalid")).toBe(false);
  });

  it("PasswordField toggles visibility with a button whose name says what it does", () => {
    wrap(<PasswordField label="Password" />);
    const input = screen.getByLabelText("Password");
    expect(input.getAttribute("type")).toBe("password");
    const toggle = screen.getByRole("button", { name: "Show password" });
    const icon = () => toggle.querySelector("svg")?.getAttribute("data-icon");
    // The icon shows what a press does: an open eye while the password is hidden.
    expect(icon()).toBe("eye");
    fireEvent.click(toggle);
    expect(input.getAttribute("type")).toBe("text");
    expect(screen.getByRole("button", { name: "Hide password" }).getAttribute("aria-pressed")).toBe("true");
    expect(icon()).toBe("eye-slash");
  });

  it("CodeField is one numeric one-time-code input with the send button beside it", () => {
    wrap(<CodeField label="Verification code" action={<button type="button">Get code</button>} />);
    const input = screen.getByLabelText("Verification code");
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.getAttribute("autocomplete")).toBe("one-time-code");
    // Six digits plus room for the separators people paste ("123 456"), which are dropped on change.
    expect(input.getAttribute("maxlength")).toBe("12");
    expect(screen.getByRole("button", { name: "Get code" })).toBeTruthy();
  });

  it("CodeField drops the spaces and dashes of a pasted code", () => {
    function Controlled() {
      const [value, setValue] = useState("");
      return <CodeField label="Code" value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    wrap(<Controlled />);
    const input = screen.getByLabelText<HTMLInputElement>("Code");
    fireEvent.change(input, { target: { value: "123-45 6" } });
    expect(input.value).toBe("123456");
  });

  it("Checkbox is labelled by its content", () => {
    wrap(<Checkbox error="Please accept">I agree</Checkbox>);
    const box = screen.getByRole("checkbox", { name: "I agree" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
  });

  it("Button shows loading while its promise runs and recovers even when it rejects", async () => {
    let reject: (e: Error) => void = () => {};
    wrap(<Button onClick={() => new Promise((_, r) => (reject = r))}>Submit</Button>);
    const button = screen.getByRole("button", { name: "Submit" });
    fireEvent.click(button);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect((button as HTMLButtonElement).disabled).toBe(true);
    reject(new Error("boom"));
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it("Tabs are a tablist with arrow-key navigation", () => {
    function Demo() {
      const [tab, setTab] = useState("phone");
      return (
        <Tabs
          label="Log in with"
          value={tab}
          onChange={setTab}
          items={[
            { id: "phone", label: "Mobile" },
            { id: "email", label: "Email" },
            { id: "account", label: "Account" },
          ]}
        >
          <p>panel {tab}</p>
        </Tabs>
      );
    }
    wrap(<Demo />);
    expect(screen.getByRole("tablist", { name: "Log in with" })).toBeTruthy();
    const mobile = screen.getByRole("tab", { name: "Mobile" });
    expect(mobile.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(mobile, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Email" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("panel email");
    // Its fields are the tab stops, not the panel (ADR-0388).
    expect(screen.getByRole("tabpanel").hasAttribute("tabindex")).toBe(false);
    fireEvent.keyDown(screen.getByRole("tab", { name: "Email" }), { key: "End" });
    expect(screen.getByRole("tab", { name: "Account" }).getAttribute("tabindex")).toBe("0");
  });
});
