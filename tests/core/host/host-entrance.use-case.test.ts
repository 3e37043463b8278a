import { describe, expect, it } from "vitest";
import { adminOrigins } from "../../../core/host/admin-origin";
import { CallbackOriginsUseCase } from "../../../core/host/callback-origins.use-case";
import { ADMIN_PROBE_TIMEOUT_MS, HostEntranceUseCase } from "../../../core/host/host-entrance.use-case";
import { coreHarness, expectErr, expectOk } from "../../support/core-harness";

describe("HostEntranceUseCase", () => {
  it("picks the first reachable admin domain in the server's order", async () => {
    const h = coreHarness({ reachable: ["https://b.example", "https://c.example"] });
    h.api.adminDomainList = ["https://a.example", "c.example", "https://b.example/"];
    const query = expectOk(await new HostEntranceUseCase(h.api, h.probe).execute());
    expect(query).toEqual({ callback: "https://c.example", host: "1", hc_source: "ho" });
    expect(h.probe.probes.every((p) => p.timeoutMs === ADMIN_PROBE_TIMEOUT_MS)).toBe(true);
  });

  it("says no admin domain is available when none answers", async () => {
    const h = coreHarness();
    h.api.adminDomainList = ["https://a.example"];
    expect(expectErr(await new HostEntranceUseCase(h.api, h.probe).execute())).toEqual({
      kind: "no-admin-domain",
      key: "errors:noAdminDomain",
    });
  });

  it("never probes or offers a domain that is not plain http(s)", async () => {
    const h = coreHarness({ reachable: ["javascript:alert(1)", "https://user@evil.example"] });
    h.api.adminDomainList = ["javascript:alert(1)", "https://user@evil.example", "ftp://x.example", "  "];
    expect(expectErr(await new HostEntranceUseCase(h.api, h.probe).execute()).kind).toBe("no-admin-domain");
    expect(h.probe.probes).toHaveLength(0);
  });

  it("reports a failed domain list as an API failure", async () => {
    const h = coreHarness();
    h.api.failNext("adminDomains", { kind: "network" });
    expect(expectErr(await new HostEntranceUseCase(h.api, h.probe).execute())).toMatchObject({
      kind: "api",
      failure: { kind: "network" },
    });
  });
});

describe("adminOrigins", () => {
  it("reduces hosts and URLs to distinct origins and drops anything else", () => {
    expect(
      adminOrigins([
        "admin.example.com",
        "https://admin.example.com/login",
        "http://admin.example.com:8080/path?q",
        "data:text/html,x",
        "https://a.example\\@b.example",
      ]),
    ).toEqual(["https://admin.example.com", "http://admin.example.com:8080"]);
  });
});

describe("CallbackOriginsUseCase", () => {
  const none = async () => [];

  it("allows the configured origins, the deployment's and the admin domains, in that order (FLOW-CALLBACK-1)", async () => {
    const h = coreHarness();
    h.api.adminDomainList = ["admin.example"];
    const deployed = async () => ["https://partner.example/path", "not a url"];
    const useCase = new CallbackOriginsUseCase(h.api, ["https://app.example"], deployed);
    expect(expectOk(await useCase.execute())).toEqual([
      "https://app.example",
      "https://partner.example",
      "https://admin.example",
    ]);
  });

  it("reads the deployment's origins on every call, so a file loaded later still counts", async () => {
    const h = coreHarness();
    let deployed: string[] = [];
    const useCase = new CallbackOriginsUseCase(h.api, ["https://app.example"], async () => deployed);
    expect(expectOk(await useCase.execute())).toEqual(["https://app.example"]);
    deployed = ["https://late.example"];
    expect(expectOk(await useCase.execute())).toEqual(["https://app.example", "https://late.example"]);
  });

  it("falls back to the configured origins when the domain list fails", async () => {
    const h = coreHarness();
    h.api.failNext("adminDomains", { kind: "timeout" });
    expect(
      expectOk(await new CallbackOriginsUseCase(h.api, ["https://app.example"], none).execute()),
    ).toEqual(["https://app.example"]);
  });
});
