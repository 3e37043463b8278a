import { describe, expect, it } from "vitest";
import { RandomUsernameUseCase } from "../../../core/auth/random-username.use-case";
import { coreHarness, expectErr, expectOk } from "../../support/core-harness";

describe("RandomUsernameUseCase (API-CALLS-1)", () => {
  it("answers the server's generated account ID as it is", async () => {
    const h = coreHarness();
    expect(expectOk(await new RandomUsernameUseCase(h.api).execute())).toBe("user_00000001");
  });

  it("fails with the API's failure instead of inventing a local ID (the sign-up form's AccountIdGenerator does that)", async () => {
    const h = coreHarness();
    h.api.failNext("generateRandomUsername", { kind: "network" });
    expect(expectErr(await new RandomUsernameUseCase(h.api).execute())).toMatchObject({ kind: "api" });
  });
});
