// @vitest-environment happy-dom
// A language picked before the app was live (kept by the boot script on <html>) is applied once the
// select is live; a kept value that is not one of the seven (anything else may write there) is not.
import { act, cleanup, render } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../../core/locale/supported-locales";
import { LanguageSelect } from "../../../web/layout/language-select";
import { LocaleProvider, type LocaleController } from "../../../web/i18n/locale-controller";
import { testI18n } from "../../support/test-i18n";
import { formProviders } from "../support/form-providers";

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n("en-US");
});
afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.pendingLocale;
});

/** A controller at en-US that records what it is asked to change to. */
function recordingController(): { controller: LocaleController; asked: Locale[] } {
  const asked: Locale[] = [];
  const controller: LocaleController = {
    current: () => "en-US",
    change: async (locale) => {
      asked.push(locale);
      return true;
    },
    subscribe: () => () => {},
  };
  return { controller, asked };
}

async function renderWithKept(kept: string) {
  document.documentElement.dataset.pendingLocale = kept;
  const { controller, asked } = recordingController();
  const { wrap } = formProviders(i18n);
  await act(async () => {
    render(
      wrap(
        <LocaleProvider value={controller}>
          <LanguageSelect id="language" />
        </LocaleProvider>,
      ),
    );
  });
  return asked;
}

describe("LanguageSelect and a language picked before the app was live", () => {
  it("applies a kept language once, and forgets it", async () => {
    expect(await renderWithKept("ja")).toEqual(["ja"]);
    expect(document.documentElement.dataset.pendingLocale).toBeUndefined();
  });

  it("ignores a kept value that is not one of the seven languages, and forgets it", async () => {
    expect(await renderWithKept("xx-XX")).toEqual([]);
    expect(document.documentElement.dataset.pendingLocale).toBeUndefined();
  });
});
