// The host configurations choose `/`'s language with regular expressions; the bundled server with
// indexLocale. For the headers browsers send (languages in order of preference, q falling) and any
// cookie, both must pick the same page.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ruleLocale } from "../../../server/host/deploy/language-rules";
import { indexLocale } from "../../../server/host/locale-index";

const TAGS = [
  "zh",
  "zh-CN",
  "zh-cn",
  "zh-TW",
  "zh-HK",
  "zh-Hant-TW",
  "zh-Hans",
  "zh_TW",
  "en",
  "en-US",
  "en-GB",
  "en-AU",
  "en-au",
  "ja",
  "ja-JP",
  "ko",
  "ko-KR",
  "ru",
  "ru-RU",
  "fr",
  "fr-FR",
  "de",
  "es-419",
  "enx",
  "jav",
  "kok",
  "zu",
  "ar",
  "he",
  "x-klingon",
  "i-default",
  "*",
];
const COOKIES = ["", "ja", "zh-CN", "zh_tw", "EN-au", "ko", "ru", "en-US", "fr", "zh", "garbage", " ja"];

/** A header as browsers write it: tags in order of preference, q falling after the first. */
const browserHeader = fc
  .array(fc.constantFrom(...TAGS), { minLength: 0, maxLength: 6 })
  .chain((tags) =>
    fc
      .constantFrom(", ", ",")
      .map((sep) => tags.map((tag, i) => (i === 0 ? tag : `${tag};q=${(1 - i / 10).toFixed(1)}`)).join(sep)),
  );

describe("the hosts' language rules", () => {
  it("pick the page the bundled server picks for the headers browsers send", () => {
    fc.assert(
      fc.property(fc.constantFrom(...COOKIES), browserHeader, (cookie, header) => {
        const headers = {
          ...(header === "" ? {} : { "accept-language": header }),
          ...(cookie === "" ? {} : { cookie: `other=1; hc_locale=${cookie}` }),
        };
        // nginx's $cookie_hc_locale and Caddy's cookie placeholder give the raw value.
        expect(ruleLocale(cookie, header), `${cookie} | ${header}`).toBe(indexLocale(headers));
      }),
      { numRuns: 2000 },
    );
  });

  it("read the examples in docs/deploy.md as the server does", () => {
    expect(ruleLocale("", "ja,en-US;q=0.9")).toBe("ja");
    expect(ruleLocale("", "fr-FR,fr;q=0.9,zh-TW;q=0.8")).toBe("zh-TW");
    expect(ruleLocale("", "de-DE")).toBe("en-US");
    expect(ruleLocale("", "")).toBe("zh-CN");
    expect(ruleLocale("ko", "ja")).toBe("ko");
  });
});
