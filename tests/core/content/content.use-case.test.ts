import { describe, expect, it } from "vitest";
import { AndroidVersionUseCase } from "../../../core/content/android-version.use-case";
import { AnnouncementsUseCase } from "../../../core/content/announcements.use-case";
import { CountriesUseCase, OTHER_COUNTRY } from "../../../core/content/countries.use-case";
import { RegistrationTypeUseCase } from "../../../core/content/registration-type.use-case";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import { coreHarness, expectErr, expectOk } from "../../support/core-harness";

describe("CountriesUseCase", () => {
  it("appends the other entry for login and preselects CN by default", async () => {
    const h = coreHarness();
    const choice = expectOk(await new CountriesUseCase(h.api, h.store).execute({ includeOther: true }));
    expect(choice.countries.at(-1)).toEqual(OTHER_COUNTRY);
    expect(choice.selected).toBe("CN");
  });

  it("leaves the other entry out where a real number is needed", async () => {
    const h = coreHarness();
    const choice = expectOk(await new CountriesUseCase(h.api, h.store).execute({ includeOther: false }));
    expect(choice.countries.some((c) => c.regionCode === "other")).toBe(false);
  });

  it("preselects the last used country when it is still offered", async () => {
    const h = coreHarness();
    h.store.set(STORAGE_KEYS.lastCountry, "JP");
    expect(
      expectOk(await new CountriesUseCase(h.api, h.store).execute({ includeOther: false })).selected,
    ).toBe("JP");
    h.store.set(STORAGE_KEYS.lastCountry, "other");
    expect(
      expectOk(await new CountriesUseCase(h.api, h.store).execute({ includeOther: true })).selected,
    ).toBe("other");
    expect(
      expectOk(await new CountriesUseCase(h.api, h.store).execute({ includeOther: false })).selected,
    ).toBe("CN");
    h.store.set(STORAGE_KEYS.lastCountry, "<script>");
    expect(
      expectOk(await new CountriesUseCase(h.api, h.store).execute({ includeOther: true })).selected,
    ).toBe("CN");
  });

  it("passes a failed list on as an API failure", async () => {
    const h = coreHarness();
    h.api.failNext("countries", { kind: "malformed" });
    expect(expectErr(await new CountriesUseCase(h.api, h.store).execute({ includeOther: true })).kind).toBe(
      "api",
    );
  });
});

describe("AnnouncementsUseCase and AndroidVersionUseCase", () => {
  it("return the server's data", async () => {
    const h = coreHarness();
    expect(expectOk(await new AnnouncementsUseCase(h.api).execute())).toEqual(h.api.announcementList);
    expect(expectOk(await new AndroidVersionUseCase(h.api).execute()).versionName).toBe("2.3.0");
  });

  it("return API failures with a toast reaction", async () => {
    const h = coreHarness();
    h.api.failNext("announcements", { kind: "network" });
    h.api.failNext("androidVersion", { kind: "http", status: 500 });
    expect(expectErr(await new AnnouncementsUseCase(h.api).execute()).reaction.kind).toBe("toast");
    expect(expectErr(await new AndroidVersionUseCase(h.api).execute()).reaction.kind).toBe("toast");
  });
});

describe("RegistrationTypeUseCase", () => {
  it.each([
    [1, ["phone"]],
    [2, ["email"]],
    [3, ["phone", "email"]],
  ] as const)("maps registration type %i to its allowed ways", async (type, ways) => {
    const h = coreHarness();
    h.api.registrationTypeValue = type;
    const result = expectOk(await new RegistrationTypeUseCase(h.api, h.store).execute());
    expect(result).toEqual({ type, ways, way: ways[0] });
  });

  it("preselects the remembered way while it is still allowed", async () => {
    const h = coreHarness();
    const use = new RegistrationTypeUseCase(h.api, h.store);
    use.remember("email");
    expect(h.store.get(STORAGE_KEYS.signupWay)).toBe("email");
    expect(expectOk(await use.execute()).way).toBe("email");
    h.api.registrationTypeValue = 1;
    expect(expectOk(await use.execute()).way).toBe("phone");
  });

  it("ignores a corrupted remembered way", async () => {
    const h = coreHarness();
    h.store.set(STORAGE_KEYS.signupWay, "{bad");
    expect(expectOk(await new RegistrationTypeUseCase(h.api, h.store).execute()).way).toBe("phone");
  });

  it("passes a failed lookup on as an API failure", async () => {
    const h = coreHarness();
    h.api.failNext("registrationType", { kind: "network" });
    expect(expectErr(await new RegistrationTypeUseCase(h.api, h.store).execute()).kind).toBe("api");
  });
});
