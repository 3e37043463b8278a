// ADR-0389: an SMS log-in with a number that has no account becomes an account set-up (FLOW-REGTOKEN-1);
// the set-up screen says why, in a toast that travels with the visitor.
import { describe, it } from "vitest";
import { uniquePhone } from "./support";
import * as auth from "./auth-steps";

describe("SMS log-in with an unknown number", () => {
  it("says there is no account for it yet on the account set-up it leads to", async () => {
    const phone = uniquePhone();
    const page = await auth.openAuth("/login/sms");
    await auth.field(page, "Phone number").fill(phone);
    const sent = await auth.requestCode(page, phone, "login");
    await auth.field(page, "Verification code").fill(sent);
    await auth.waitForRoute(page, /^\/signup(\?|$)/);
    await auth.expectToast(page, "No account uses this number yet. Set one up to continue.");
  });
});
