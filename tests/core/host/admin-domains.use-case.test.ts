import { describe, expect, it } from "vitest";
import { AdminDomainsUseCase } from "../../../core/host/admin-domains.use-case";
import { coreHarness, expectErr, expectOk } from "../../support/core-harness";

describe("AdminDomainsUseCase (ROUTE-HOST-1)", () => {
  it("lists the domains in the server's order with the origins the callback check reads from them", async () => {
    const h = coreHarness();
    h.api.adminDomainList = ["b.example", "https://a.example/x", "not a domain", "https://b.example"];
    expect(expectOk(await new AdminDomainsUseCase(h.api).execute())).toEqual({
      domains: ["b.example", "https://a.example/x", "not a domain", "https://b.example"],
      origins: ["https://b.example", "https://a.example"],
    });
  });

  it("fails with the API's failure when the list cannot be fetched", async () => {
    const h = coreHarness();
    h.api.failNext("adminDomains", { kind: "timeout" });
    expect(expectErr(await new AdminDomainsUseCase(h.api).execute())).toMatchObject({ kind: "api" });
  });
});
