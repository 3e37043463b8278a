// @vitest-environment happy-dom
// The agreement's links without react-i18next's <Trans>: tags become elements, everything else
// stays literal text; and the read-only phone shows its dial code.
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { phoneDisplay } from "../../../../web/screens/auth/phone-display";
import { taggedText } from "../../../../web/screens/auth/tagged-text";

afterEach(cleanup);

const links = {
  terms: (text: string) => <a href="#/eula">{text}</a>,
  privacy: (text: string) => <a href="#/privacy">{text}</a>,
};

describe("taggedText", () => {
  it("turns known tags into the given elements in order, keeping the text around them", () => {
    const { container } = render(
      <p>
        {taggedText("我已阅读并同意<terms>《用户协议》</terms>和<privacy>《隐私政策》</privacy>", links)}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>我已阅读并同意<a href="#/eula">《用户协议》</a>和<a href="#/privacy">《隐私政策》</a></p>',
    );
  });

  it("leaves unknown tags, unclosed tags and markup as literal text", () => {
    const { container } = render(
      <p>{taggedText("<b>x</b> <terms>T <img src=x onerror=alert(1)>", links)}</p>,
    );
    expect(container.textContent).toBe("<b>x</b> <terms>T <img src=x onerror=alert(1)>");
    expect(container.querySelector("img, b, a")).toBeNull();
  });
});

describe("phoneDisplay", () => {
  const countries = [{ countryName: "China", countryCode: "+86", regionCode: "CN" }];
  it("prefixes the dial code and groups the number as its country does, or the region code while the list has no entry for it", () => {
    expect(phoneDisplay(countries, "CN", "13800138000")).toBe("+86 138 0013 8000");
    expect(phoneDisplay(countries, "JP", "9012345678")).toBe("JP 9012345678");
  });
});
