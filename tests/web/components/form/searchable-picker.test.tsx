// @vitest-environment happy-dom
// The region picker: a close button, the current choice marked, alias search best first, and
// the search box focused on opening. The alias table arrives after the list opens (ADR-0498): the
// alias searches wait for it.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Country } from "../../../../core/sso/sso.schema";
import { PhoneRow } from "../../../../web/screens/auth/phone-row";
import { testI18n } from "../../../support/test-i18n";

afterEach(cleanup);

const COUNTRIES: Record<string, readonly Country[]> = {
  "en-US": [
    { regionCode: "CN", countryName: "China", countryCode: "+86" },
    { regionCode: "RU", countryName: "Russia", countryCode: "+7" },
    { regionCode: "UA", countryName: "Ukraine", countryCode: "+380" },
    { regionCode: "GB", countryName: "United Kingdom", countryCode: "+44" },
    { regionCode: "US", countryName: "United States", countryCode: "+1" },
  ],
  ru: [
    { regionCode: "CN", countryName: "Китай", countryCode: "+86" },
    { regionCode: "GB", countryName: "Великобритания", countryCode: "+44" },
    { regionCode: "US", countryName: "Соединенные Штаты", countryCode: "+1" },
  ],
};

function Harness({ locale }: { locale: string }) {
  const [country, setCountry] = useState("CN");
  return (
    <PhoneRow
      idPrefix="t"
      countries={COUNTRIES[locale] ?? []}
      country={country}
      onCountry={setCountry}
      phone=""
      onPhone={() => undefined}
      onBlur={() => undefined}
    />
  );
}

async function open(locale = "en-US") {
  const i18n = await testI18n(locale, ["auth", "common"]);
  render(
    <I18nextProvider i18n={i18n}>
      <Harness locale={locale} />
    </I18nextProvider>,
  );
  const button = screen.getByRole("button", { name: locale === "ru" ? /Регион/ : /Region/ });
  // A click focuses the button in a browser; happy-dom needs telling.
  button.focus();
  fireEvent.click(button);
  await act(async () => undefined);
  return screen.getByRole("dialog");
}

const optionNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("region picker", () => {
  it("has a close button that closes it and gives focus back to the region button", async () => {
    const dialog = await open();
    expect(document.activeElement).toBe(within(dialog).getByRole("combobox"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /Region/ }));
  });

  it("marks the current choice, and only it, as selected", async () => {
    const dialog = await open();
    const selected = within(dialog).getAllByRole("option", { selected: true });
    expect(selected.map((o) => o.textContent)).toEqual(["China+86"]);
    expect(selected[0]?.querySelector("svg")).not.toBeNull();
    expect(
      within(dialog)
        .getByRole("option", { name: /Russia/ })
        .querySelector("svg"),
    ).toBeNull();
  });

  it("finds the UK by 'UK' and '英国', best match first, and picks it with Enter", async () => {
    const dialog = await open();
    const search = within(dialog).getByRole("combobox");
    fireEvent.change(search, { target: { value: "UK" } });
    await waitFor(() => expect(optionNames(dialog)).toEqual(["United Kingdom+44", "Ukraine+380"]));
    fireEvent.change(search, { target: { value: "英国" } });
    expect(optionNames(dialog)).toEqual(["United Kingdom+44"]);
    fireEvent.keyDown(search, { key: "Enter" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: /Region/ }).textContent).toContain("+44");
  });

  it("finds the US by 'USA' and 'США' in the Russian list", async () => {
    const dialog = await open("ru");
    const search = within(dialog).getByRole("combobox");
    for (const q of ["USA", "США", "Америка"]) {
      fireEvent.change(search, { target: { value: q } });
      await waitFor(() => expect(optionNames(dialog)[0], q).toBe("Соединенные Штаты+1"));
    }
    expect(within(dialog).getByRole("button", { name: "Закрыть" })).toBeTruthy();
  });
});
