import { describe, expect, it } from "vitest";
import { createServicesHandle } from "../../../../web/shell/services/services-context";
import { fakeAppServices } from "../../../support/fake-app-services";

describe("services handle", () => {
  it("is null, then holds the services once provided, and its promise resolves to them", async () => {
    const services = fakeAppServices();
    const handle = createServicesHandle();
    expect(handle.current.value).toBeNull();
    handle.provide(services);
    expect(handle.current.value).toBe(services);
    await expect(handle.ready).resolves.toBe(services);
  });

  it("rejects its promise when the services could not be loaded, without an unhandled rejection", async () => {
    const handle = createServicesHandle();
    handle.fail(new Error("offline"));
    await expect(handle.ready).rejects.toThrow("offline");
    expect(handle.current.value).toBeNull();
  });
});
