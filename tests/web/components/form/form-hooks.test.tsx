import { useEffect } from "react";
// @vitest-environment happy-dom
// The shared form hooks: when a rule's complaint is shown (field reveal), where focus goes, what a
// catalogue clear does, and the submit cycle (busy, refusal, always usable again).
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { validationFailure } from "../../../../core/auth/use-case-failure";
import { validateEmail } from "../../../../core/validation/email.rule";
import { validatePassword } from "../../../../core/validation/password.rule";
import { useFormSubmit } from "../../../../web/components/form/use-form-submit";
import { useFormState, type FormState } from "../../../../web/components/form/use-form-state";

afterEach(cleanup);

type Field = "email" | "password";
const rules = (v: { email: string; password: string }) =>
  validationFailure([validateEmail(v.email), validatePassword(v.password)]).errors;

interface Probe {
  form?: FormState<Field>;
  submit?: ReturnType<typeof useFormSubmit>["submit"];
}

function Harness({
  report,
  run,
  disablePassword = false,
}: {
  report: (latest: Required<Probe>) => void;
  run: () => Promise<void>;
  disablePassword?: boolean;
}) {
  const form = useFormState<Field>({ email: "", password: "" }, rules);
  const { busy, submit } = useFormSubmit(form, run);
  // The test reads the hook's latest output; an effect hands it over after each render.
  useEffect(() => {
    report({ form, submit });
  });
  const { formRef } = form;
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {disablePassword ? (
        <button type="button" data-invalid-focus={form.errorOf("password") ? "true" : undefined}>
          enable password
        </button>
      ) : null}
      {(["email", "password"] as const).map((field) => (
        <input
          key={field}
          aria-label={field}
          name={field}
          value={form.values[field]}
          disabled={field === "password" && disablePassword}
          aria-invalid={form.errorOf(field) ? true : undefined}
          onChange={(e) => form.set(field, e.target.value)}
          onBlur={() => form.touch(field)}
        />
      ))}
      <button type="submit" aria-busy={busy}>
        send
      </button>
    </form>
  );
}

const setup = (run: () => Promise<void> = async () => {}, disablePassword = false) => {
  const probe: Probe = {};
  const report = (latest: Required<Probe>) => Object.assign(probe, latest);
  render(<Harness report={report} run={run} disablePassword={disablePassword} />);
  const form = () => probe.form!;
  return { form, probe, email: screen.getByLabelText("email"), password: screen.getByLabelText("password") };
};

const submit = () => act(async () => void fireEvent.submit(document.querySelector("form")!));

describe("useFormState: field reveal", () => {
  it("keeps a field's complaint hidden until the field was edited and left", () => {
    const { form, email } = setup();
    expect(form().errors.map((e) => e.field)).toEqual(["email", "password"]);
    expect(form().errorOf("email")).toBeUndefined();
    fireEvent.change(email, { target: { value: "ana@" } });
    expect(form().errorOf("email")).toBeUndefined();
    fireEvent.blur(email);
    expect(form().errorOf("email")).toMatchObject({ key: "validation:emailInvalid" });
    expect(form().errorOf("password")).toBeUndefined();
  });

  it("says nothing when a field nobody typed in is left: the focus only passed through", () => {
    const { form, email, password } = setup();
    fireEvent.focus(email);
    fireEvent.blur(email);
    fireEvent.blur(password);
    expect(form().errorOf("email")).toBeUndefined();
    expect(form().errorOf("password")).toBeUndefined();
    // Typed and emptied again: that is an answer, and "required" is its complaint.
    fireEvent.change(email, { target: { value: "a" } });
    fireEvent.change(email, { target: { value: "" } });
    fireEvent.blur(email);
    expect(form().errorOf("email")).toMatchObject({ key: "validation:emailRequired" });
  });

  it("shows every complaint after a submit attempt, focuses the first invalid field and announces it", async () => {
    const run = vi.fn(async () => {});
    const { form, email } = setup(run);
    await submit();
    expect(run).not.toHaveBeenCalled();
    expect(form().errorOf("password")).toMatchObject({ key: "validation:passwordRequired" });
    expect(document.activeElement).toBe(email);
    expect(form().announcement).toMatchObject({ field: "email" });
  });

  it("hands focus to the stand-in of a disabled invalid control", async () => {
    const { password, email } = setup(async () => {}, true);
    fireEvent.change(email, { target: { value: "ana@example.com" } });
    await submit();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "enable password" }));
  });

  it("check(field) reveals one field and says whether it is valid", async () => {
    const { form, email } = setup();
    let valid = true;
    await act(async () => void (valid = form().check("email")));
    expect(valid).toBe(false);
    expect(document.activeElement).toBe(email);
    expect(form().errorOf("password")).toBeUndefined();
    fireEvent.change(email, { target: { value: "ana@example.com" } });
    await act(async () => void (valid = form().check("email")));
    expect(valid).toBe(true);
  });

  it("a clear empties the field, hides 'required' unless asked to re-validate, and focuses it on request", async () => {
    const { form, email, password } = setup();
    fireEvent.change(email, { target: { value: "ana@example.com" } });
    fireEvent.change(password, { target: { value: "secret123" } });
    fireEvent.blur(password);
    act(() => form().clear("password", false));
    expect(form().values.password).toBe("");
    expect(form().errorOf("password")).toBeUndefined();
    expect(document.activeElement).not.toBe(password);
    await act(async () => form().focusCleared());
    expect(document.activeElement).toBe(password);

    act(() => form().clear("email", true));
    expect(form().errorOf("email")).toMatchObject({ key: "validation:emailRequired" });
  });

  it("shows an error only the use-case found until the field is edited", async () => {
    const { form, email, password } = setup();
    fireEvent.change(email, { target: { value: "ana@example.com" } });
    fireEvent.change(password, { target: { value: "secret123" } });
    await act(async () => void form().reveal([{ field: "email", key: "validation:emailInvalid" }]));
    expect(form().errorOf("email")).toMatchObject({ key: "validation:emailInvalid" });
    fireEvent.change(email, { target: { value: "bo@example.com" } });
    expect(form().errorOf("email")).toBeUndefined();
  });
});

describe("useFormSubmit", () => {
  const fill = (email: HTMLElement, password: HTMLElement) => {
    fireEvent.change(email, { target: { value: "ana@example.com" } });
    fireEvent.change(password, { target: { value: "secret123" } });
  };

  it("is busy while the run is pending, refuses a second submit meanwhile, and is idle after", async () => {
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { email, password } = setup(run);
    fill(email, password);
    await submit();
    const button = screen.getByRole("button", { name: "send" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    await submit();
    expect(run).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button.getAttribute("aria-busy")).toBe("false");
  });

  it("is usable again after the run fails", async () => {
    const run = vi.fn(async () => {
      throw new Error("boom");
    });
    const { email, password, probe } = setup(run);
    fill(email, password);
    const event = { preventDefault: () => undefined } as Parameters<NonNullable<Probe["submit"]>>[0];
    // The failure is the caller's to handle (useAuthSubmit turns it into a toast); the form only
    // promises not to stay busy.
    await act(async () => {
      await expect(probe.submit!(event)).rejects.toThrow("boom");
    });
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "send" }).getAttribute("aria-busy")).toBe("false");
  });
});
