import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "../../../web/i18n/intl-cache";

describe("intl-cache", () => {
  it("hands out one formatter per locale and options, and a new one when either changes", () => {
    expect(dateTimeFormat("ru", { dateStyle: "long" })).toBe(dateTimeFormat("ru", { dateStyle: "long" }));
    expect(dateTimeFormat("ru", { dateStyle: "long" })).not.toBe(dateTimeFormat("ko", { dateStyle: "long" }));
    expect(dateTimeFormat("ru", { dateStyle: "short" })).not.toBe(
      dateTimeFormat("ru", { dateStyle: "long" }),
    );
  });

  it("formats as Intl does", () => {
    const date = new Date(2026, 10, 5);
    expect(dateTimeFormat("ja", { dateStyle: "long" }).format(date)).toBe(
      new Intl.DateTimeFormat("ja", { dateStyle: "long" }).format(date),
    );
  });
});
