import { describe, expect, it } from "vitest";
import { operatorText, unsetOperatorFields } from "../../../web/brand/operator-fields";
import { UNSET_OPERATOR as NONE } from "../../../web/brand/operator.config";

describe("operator details", () => {
  it("names every field that is null, blank or an empty per-language record", () => {
    expect(unsetOperatorFields(NONE)).toHaveLength(6);
    expect(
      unsetOperatorFields({
        ...NONE,
        legalName: "Lumen Social Ltd",
        registeredAddress: "  ",
        governingLaw: { "en-US": "England and Wales", ru: "Англии и Уэльса" },
        disputeForum: {},
      }),
    ).toEqual(["registeredAddress", "postalAddress", "privacyRepresentative", "disputeForum"]);
  });

  it("takes the page language's text, else English, else any language given", () => {
    const law = { "en-US": "England and Wales", ru: "Англии и Уэльса" };
    expect(operatorText(law, "ru")).toBe("Англии и Уэльса");
    expect(operatorText(law, "ja")).toBe("England and Wales");
    expect(operatorText({ ko: "대한민국" }, "zh-CN")).toBe("대한민국");
    expect(operatorText(" Lumen Social Ltd ", "ja")).toBe("Lumen Social Ltd");
    expect(operatorText("", "ja")).toBeNull();
    expect(operatorText(null, "ja")).toBeNull();
  });
});
