// @vitest-environment happy-dom
// useAuthSubmit, the submit of every auth form: refused until the required fields are filled,
// busy while the use-case runs, the use-case's rule errors under their fields, the catalogue's
// reaction carried out (a clear-field empties the field), and a throw turned into a toast.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  apiCallFailure,
  validationFailure,
  type UseCaseFailure,
} from "../../../../core/auth/use-case-failure";
import { err, ok, type Result } from "../../../../core/shared/result";
import { validatePassword } from "../../../../core/validation/password.rule";
import { useFormState } from "../../../../web/components/form/use-form-state";
import { useAuthSubmit } from "../../../../web/screens/auth/use-auth-submit";
import { formProviders } from "../../support/form-providers";
import { testI18n } from "../../../support/test-i18n";

afterEach(cleanup);

type Run = () => Promise<Result<string, UseCaseFailure>>;

function PasswordForm({ run, onSuccess }: { run: Run; onSuccess: (value: string) => void }) {
  const form = useFormState<"password">(
    { password: "" },
    (v) => validationFailure([validatePassword(v.password)]).errors,
  );
  const { busy, canSubmit, submit } = useAuthSubmit({ form, required: ["password"], run, onSuccess });
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <input
        aria-label="password"
        name="password"
        value={form.values.password}
        aria-invalid={form.errorOf("password") ? true : undefined}
        onChange={(e) => form.set("password", e.target.value)}
      />
      <p data-testid="error">{form.errorOf("password")?.key ?? ""}</p>
      <button type="submit" disabled={!canSubmit} aria-busy={busy}>
        send
      </button>
    </form>
  );
}

async function setup(run: Run) {
  const i18n = await testI18n("en-US", ["auth", "validation", "errors"]);
  const { dialogs, toasts, wrap } = formProviders(i18n);
  const onSuccess = vi.fn();
  render(wrap(<PasswordForm run={run} onSuccess={onSuccess} />));
  const input = screen.getByLabelText("password");
  const button = screen.getByRole("button", { name: "send" });
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const submit = () => act(async () => void fireEvent.submit(document.querySelector("form")!));
  return { i18n, dialogs, toasts, onSuccess, input, button, type, submit };
}

describe("useAuthSubmit", () => {
  it("stays disabled until the required field is filled, then runs once and hands over the result", async () => {
    const run = vi.fn(async () => ok("done"));
    const { button, type, submit, onSuccess } = await setup(run);
    expect(button).toHaveProperty("disabled", true);
    type("secret123");
    expect(button).toHaveProperty("disabled", false);
    await submit();
    expect(run).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith("done");
  });

  it("is busy while the use-case runs and idle afterwards", async () => {
    let finish: (result: Result<string, UseCaseFailure>) => void = () => {};
    const run = vi.fn(() => new Promise<Result<string, UseCaseFailure>>((resolve) => (finish = resolve)));
    const { button, type, submit } = await setup(run);
    type("secret123");
    await submit();
    expect(button.getAttribute("aria-busy")).toBe("true");
    await submit();
    expect(run).toHaveBeenCalledTimes(1);
    await act(async () => finish(ok("done")));
    expect(button.getAttribute("aria-busy")).toBe("false");
  });

  it("puts the use-case's rule errors under their field", async () => {
    const run = vi.fn(async () =>
      err(
        validationFailure([{ ok: false, error: { field: "password", key: "validation:passwordInvalid" } }]),
      ),
    );
    const { type, submit } = await setup(run);
    type("secret123");
    await submit();
    expect(screen.getByTestId("error").textContent).toBe("validation:passwordInvalid");
  });

  it("carries out the catalogue's reaction: a wrong password empties the field behind the dialog", async () => {
    const run = vi.fn(async () =>
      err(
        apiCallFailure(
          { kind: "server", code: 10002, message: "wrong" },
          { flow: "login", loginField: "password" },
        ),
      ),
    );
    const { type, submit, input, dialogs, button, i18n } = await setup(run);
    type("secret123");
    await submit();
    const open = dialogs.current.value;
    expect(open?.options.title).toBe(i18n.t("errors:loginFailed"));
    expect(input).toHaveProperty("value", "");
    await act(async () => dialogs.close(open!.id, true));
    expect(document.activeElement).toBe(input);
    expect(button.getAttribute("aria-busy")).toBe("false");
  });

  it("turns a thrown bug into the generic toast and is usable again", async () => {
    const run = vi.fn(async (): Promise<Result<string, UseCaseFailure>> => {
      throw new Error("bug");
    });
    const { type, submit, toasts, button, i18n } = await setup(run);
    type("secret123");
    await submit();
    expect(toasts.items.value.map((t) => t.message)).toEqual([i18n.t("errors:somethingWrong")]);
    expect(button.getAttribute("aria-busy")).toBe("false");
  });
});
