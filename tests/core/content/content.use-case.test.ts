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
    const choice = expectOk(
      await new CountriesUseCase(h.api, h.store).execute({ includeOther: true, locale: "zh-CN" }),
    );
    expect(choice.countries.at(-1)).toEqual(OTHER_COUNTRY);
    expect(choice.selected).toBe("CN");
  });

  it("leaves the other entry out where a real number is needed", async () => {
    const h = coreHarness();
    const choice = expectOk(
      await new CountriesUseCase(h.api, h.store).execute({ includeOther: false, locale: "zh-CN" }),
    );
    expect(choice.countries.some((c) => c.regionCode === "other")).toBe(false);
  });

  it("preselects the last used country when it is still offered", async () => {
    const h = coreHarness();
    h.store.set(STORAGE_KEYS.lastCountry, "JP");
    expect(
      expectOk(await new CountriesUseCase(h.api, h.store).execute({ includeOther: false, locale: "zh-CN" }))
        .selected,
    ).toBe("JP");
    h.store.set(STORAGE_KEYS.lastCountry, "other");
    expect(
      expectOk(await new CountriesUseCase(h.api, h.store).execute({ includeOther: true, locale: "zh-CN" }))
        .selected,
    ).toBe("other");
    expect(
      expectOk(await new CountriesUseCase(h.api, h.store).execute({ includeOther: false, locale: "zh-CN" }))
        .selected,
    ).toBe("CN");
    h.store.set(STORAGE_KEYS.lastCountry, "<script>");
    expect(
      expectOk(await new CountriesUseCase(h.api, h.store).execute({ includeOther: true, locale: "zh-CN" }))
        .selected,
    ).toBe("CN");
  });

  it("with no last region, preselects the interface language's when the list offers it", async () => {
    const h = coreHarness();
    const run = (locale: string) =>
      new CountriesUseCase(h.api, h.store).execute({ includeOther: true, locale });
    expect(expectOk(await run("ja")).selected).toBe("JP");
    // Russia is not in this list: the default, not a region nobody can pick.
    expect(expectOk(await run("ru")).selected).toBe("CN");
    h.api.countryList.push({ countryName: "Russia", countryCode: "7", regionCode: "RU" });
    expect(expectOk(await run("ru")).selected).toBe("RU");
    h.store.set(STORAGE_KEYS.lastCountry, "US");
    expect(expectOk(await run("ru")).selected).toBe("US");
  });

  it("passes a failed list on as an API failure", async () => {
    const h = coreHarness();
    h.api.failNext("countries", { kind: "malformed" });
    expect(
      expectErr(await new CountriesUseCase(h.api, h.store).execute({ includeOther: true, locale: "zh-CN" }))
        .kind,
    ).toBe("api");
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
