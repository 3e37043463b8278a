import { describe, expect, it } from "vitest";
import { CreatorApplicationStatusUseCase } from "../../../core/creator/creator-application-status.use-case";
import { SubmitCreatorApplicationUseCase } from "../../../core/creator/submit-creator-application.use-case";
import type { CreatorFormInput } from "../../../core/validation/creator-form.rule";
import { coreHarness, expectErr, expectOk } from "../../support/core-harness";

const form: CreatorFormInput = {
  email: "fran@example.com",
  creativeField: ["market-analysis", "other"],
  reason: "I write about DeFi every week.",
  affect: "https://blog.example/fran",
  rulesAccepted: true,
};

const loggedIn = (roles: ("blogger" | "streamer")[] = []) => {
  const h = coreHarness();
  const account = h.api.addAccount({ username: "fran_001", password: "pass1234", roles });
  const bearer = h.api.issueToken(account);
  h.auth.setSession({ tokenHead: "Bearer ", token: bearer.slice("Bearer ".length) });
  return h;
};

describe("SubmitCreatorApplicationUseCase", () => {
  it("submits the cleaned form with the stored token and reports reviewing", async () => {
    const h = loggedIn();
    const outcome = expectOk(
      await new SubmitCreatorApplicationUseCase(h.api, h.auth).execute({
        role: "blogger",
        form,
        locale: "en-US",
      }),
    );
    expect(outcome).toEqual({ kind: "submitted", status: { role: "blogger", status: "reviewing" } });
    const status = expectOk(await new CreatorApplicationStatusUseCase(h.api, h.auth).execute("blogger"));
    expect(status.status).toBe("reviewing");
  });

  it("asks the visitor to log in first", async () => {
    const h = coreHarness();
    expect(
      expectErr(
        await new SubmitCreatorApplicationUseCase(h.api, h.auth).execute({
          role: "streamer",
          form,
          locale: "ja",
        }),
      ),
    ).toEqual({
      kind: "not-logged-in",
      key: "errors:loginRequiredToApply",
    });
    expect(h.api.calls).toHaveLength(0);
  });

  it("validates the form with the locale's length limit", async () => {
    const h = loggedIn();
    const long = { ...form, reason: "x".repeat(600) };
    const use = new SubmitCreatorApplicationUseCase(h.api, h.auth);
    expect(expectErr(await use.execute({ role: "blogger", form: long, locale: "zh-CN" }))).toMatchObject({
      kind: "validation",
      errors: [{ field: "reason", key: "validation:reasonTooLong" }],
    });
    expect(expectOk(await use.execute({ role: "blogger", form: long, locale: "en-AU" })).kind).toBe(
      "submitted",
    );
  });

  it.each([
    ["streamer", 110002],
    ["blogger", 110003],
  ] as const)("treats an existing %s as already approved (%i)", async (role, _code) => {
    const h = loggedIn([role]);
    expect(
      expectOk(
        await new SubmitCreatorApplicationUseCase(h.api, h.auth).execute({ role, form, locale: "en-US" }),
      ),
    ).toEqual({
      kind: "already-approved",
      role,
    });
  });

  it("logs out on an expired session", async () => {
    const h = loggedIn();
    h.api.failNext("submitCreatorApplication", { kind: "server", code: 10008, message: "token invalid" });
    expect(
      expectErr(
        await new SubmitCreatorApplicationUseCase(h.api, h.auth).execute({
          role: "blogger",
          form,
          locale: "en-US",
        }),
      ),
    ).toMatchObject({
      kind: "api",
      reaction: { kind: "logout-to-login" },
    });
  });
});

describe("CreatorApplicationStatusUseCase", () => {
  it("answers none before any application and approved for an existing role", async () => {
    const h = loggedIn(["streamer"]);
    const status = new CreatorApplicationStatusUseCase(h.api, h.auth);
    expect(expectOk(await status.execute("blogger")).status).toBe("none");
    expect(expectOk(await status.execute("streamer")).status).toBe("approved");
  });

  it("needs a login", async () => {
    const h = coreHarness();
    expect(expectErr(await new CreatorApplicationStatusUseCase(h.api, h.auth).execute("blogger")).kind).toBe(
      "not-logged-in",
    );
  });
});
