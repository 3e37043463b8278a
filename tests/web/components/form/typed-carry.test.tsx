// @vitest-environment happy-dom
// Typing before the form is live (ADR-0410, AUTH-LOGIN-1): what was typed into the prerendered
// inputs, the focus and the caret move into the early copy React renders over them, and from there
// into the live form's state; the live form hands nothing on, so a later form starts empty.
import { useState } from "react";
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type * as TypedCarry from "../../../../web/components/form/typed-carry";

type Carry = typeof TypedCarry;
const FIELDS = { "f-phone": "phone", "f-password": "password" } as const;

/** The prerendered markup, typed into before the app's module runs. */
function prerendered(phone: string, password: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = '<input id="f-phone"><input id="f-password" type="password">';
  document.body.append(root);
  root.querySelector<HTMLInputElement>("#f-phone")!.value = phone;
  root.querySelector<HTMLInputElement>("#f-password")!.value = password;
  return root;
}

function early(carry: Carry) {
  return function Early() {
    carry.useCarriedInputs(FIELDS);
    return (
      <div>
        <input id="f-phone" />
        <input id="f-password" type="password" />
      </div>
    );
  };
}

function live(carry: Carry, seen: (values: Record<string, string>) => void) {
  return function Live() {
    const [values, setValues] = useState({ phone: "", password: "" });
    const [set] = useState(
      () => (field: "phone" | "password", value: string) =>
        setValues((prev) => ({ ...prev, [field]: value })),
    );
    carry.useCarriedInputs(FIELDS, set);
    seen(values);
    return (
      <form>
        <input id="f-phone" value={values.phone} onChange={(e) => set("phone", e.target.value)} />
        <input
          id="f-password"
          type="password"
          value={values.password}
          onChange={(e) => set("password", e.target.value)}
        />
      </form>
    );
  };
}

beforeEach(() => {
  vi.resetModules();
  document.body.innerHTML = "";
  delete document.documentElement.dataset.focusedField;
});
afterEach(cleanup);

describe("typed text carried into the form that replaces the prerendered one", () => {
  it("moves the text, the focus and the caret into the early copy, then the text into the live form's state", async () => {
    const html = prerendered("13800138000", "s3cret");
    const password = html.querySelector<HTMLInputElement>("#f-password")!;
    password.focus();
    password.setSelectionRange(2, 4);
    // What the boot script records on every focus (first-screen-boot.entry.ts).
    document.documentElement.dataset.focusedField = "f-password";
    const carry: Carry = await import("../../../../web/components/form/typed-carry");
    const Early = early(carry);
    html.remove(); // React replaces the prerendered copy in the commit that mounts its own.
    const { container, rerender } = render(<Early />);
    const phoneEarly = container.querySelector<HTMLInputElement>("#f-phone")!;
    const passwordEarly = container.querySelector<HTMLInputElement>("#f-password")!;
    expect(phoneEarly.value).toBe("13800138000");
    expect(passwordEarly.value).toBe("s3cret");
    expect(document.activeElement).toBe(passwordEarly);
    expect([passwordEarly.selectionStart, passwordEarly.selectionEnd]).toEqual([2, 4]);

    // Typed on in the early copy, then the services arrive and the live form takes its place.
    passwordEarly.value = "s3cret-Pass";
    passwordEarly.setSelectionRange(11, 11);
    const states: Record<string, string>[] = [];
    const Live = live(carry, (values) => states.push(values));
    act(() => rerender(<Live />));
    const phoneLive = container.querySelector<HTMLInputElement>("#f-phone")!;
    const passwordLive = container.querySelector<HTMLInputElement>("#f-password")!;
    expect(states.at(-1)).toEqual({ phone: "13800138000", password: "s3cret-Pass" });
    expect(phoneLive.value).toBe("13800138000");
    expect(passwordLive.value).toBe("s3cret-Pass");
    expect(document.activeElement).toBe(passwordLive);
    expect(passwordLive.selectionStart).toBe(11);
  });

  it("gives no focus back when the person had moved it elsewhere", async () => {
    const html = prerendered("138", "");
    const carry: Carry = await import("../../../../web/components/form/typed-carry");
    document.documentElement.dataset.focusedField = "somewhere-else";
    html.remove();
    const Early = early(carry);
    const { container } = render(<Early />);
    expect(container.querySelector<HTMLInputElement>("#f-phone")!.value).toBe("138");
    expect(document.activeElement).toBe(document.body);
  });

  it("hands nothing on from the live form: after it leaves (a log-out), the next log-in form starts empty", async () => {
    const html = prerendered("13800138000", "s3cret");
    const carry: Carry = await import("../../../../web/components/form/typed-carry");
    html.remove();
    const states: Record<string, string>[] = [];
    const Live = live(carry, (values) => states.push(values));
    const first = render(<Live />);
    expect(states.at(-1)).toEqual({ phone: "13800138000", password: "s3cret" });
    first.unmount();
    states.length = 0;
    const again = render(<Live />);
    expect(states.at(-1)).toEqual({ phone: "", password: "" });
    expect(again.container.querySelector<HTMLInputElement>("#f-password")!.value).toBe("");
  });
});
