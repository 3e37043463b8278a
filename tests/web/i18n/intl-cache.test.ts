import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "../../../web/i18n/intl-cache";

describe("intl-cache", () => {
  it("hands out one formatter per locale and options, and a new one when either changes", () => {
    const compact = { notation: "compact", maximumFractionDigits: 1 } as const;
    expect(numberFormat("en-US", compact)).toBe(numberFormat("en-US", { ...compact }));
    expect(numberFormat("ja", compact)).not.toBe(numberFormat("en-US", compact));
    expect(numberFormat("en-US", { notation: "standard" })).not.toBe(numberFormat("en-US", compact));
    expect(dateTimeFormat("ru", { dateStyle: "long" })).toBe(dateTimeFormat("ru", { dateStyle: "long" }));
    expect(dateTimeFormat("ru", { dateStyle: "long" })).not.toBe(dateTimeFormat("ko", { dateStyle: "long" }));
  });

  it("formats as Intl does", () => {
    expect(numberFormat("ja", { notation: "compact", maximumFractionDigits: 1 }).format(12_800_000)).toBe(
      new Intl.NumberFormat("ja", { notation: "compact", maximumFractionDigits: 1 }).format(12_800_000),
    );
  });
});
