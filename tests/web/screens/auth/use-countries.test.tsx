// @vitest-environment happy-dom
// The log-in's region list before the services are in (ADR-0532): the picker can be opened then,
// and its one region, China, is named in the page's language, not in the server's default Chinese.
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useCountries } from "../../../../web/screens/auth/use-countries";
import { formProviders } from "../../support/form-providers";
import { testI18n } from "../../../support/test-i18n";

afterEach(cleanup);

describe("the region list while the services load", () => {
  it.each([
    ["en-US", "China"],
    ["zh-CN", "中国"],
    ["ru", "Китай"],
  ])("names China in %s and preselects it", async (language, name) => {
    const { wrap } = formProviders(await testI18n("en-US", ["auth"]));
    const { result } = renderHook(() => useCountries(true, language), {
      wrapper: ({ children }) => wrap(children),
    });
    expect(result.current.loading).toBe(true);
    expect(result.current.selected).toBe("CN");
    expect(result.current.countries[0]).toEqual({ countryName: name, countryCode: "+86", regionCode: "CN" });
    // The account entry (log-in only) stays after it.
    expect(result.current.countries.map((country) => country.regionCode)).toHaveLength(2);
  });
});
