import { describe, expect, it } from "vitest";
import { createServicesHandle } from "../../../../web/shell/services/services-context";
import { startServices, type ServiceChunks } from "../../../../web/shell/services/start-services";
import { fakeAppServices } from "../../../support/fake-app-services";

const options = { language: () => "en-US", query: () => new URLSearchParams() };

/** Chunks that record the order of events; `failing` names the step that always fails. */
function chunks(failing?: "schemas" | "compositionRoot" | "compose") {
  const log: string[] = [];
  const services = fakeAppServices();
  const fail = (step: string) => Promise.reject(new Error(`${step} failed`));
  const value: ServiceChunks = {
    schemas: () => (log.push("schemas"), failing === "schemas" ? fail("schemas") : Promise.resolve({})),
    compositionRoot: () => (
      log.push("compositionRoot"),
      failing === "compositionRoot"
        ? fail("compositionRoot")
        : Promise.resolve({
            composeServices: async () => {
              log.push("compose");
              if (failing === "compose") throw new Error("compose failed");
              return services;
            },
          })
    ),
    retryDelaysMs: [0, 0],
    nextTask: async () => {
      log.push("yield");
    },
  };
  return { value, log, services };
}

describe("startServices", () => {
  it("loads the schemas, then the composition root, composes, and provides — a new task between each", async () => {
    const { value, log, services } = chunks();
    const handle = createServicesHandle();
    await startServices(handle, options, value);
    expect(log).toEqual(["schemas", "yield", "compositionRoot", "yield", "compose", "yield"]);
    expect(handle.current.value).toBe(services);
    await expect(handle.ready).resolves.toBe(services);
  });

  it.each(["schemas", "compositionRoot", "compose"] as const)(
    "ends on the screens' error state when %s fails (chunks retried twice first)",
    async (step) => {
      const { value, log } = chunks(step);
      const handle = createServicesHandle();
      await startServices(handle, options, value);
      expect(handle.current.value).toBeNull();
      await expect(handle.ready).rejects.toThrow(`${step} failed`);
      if (step !== "compose") expect(log.filter((entry) => entry === step)).toHaveLength(3);
    },
  );
});
