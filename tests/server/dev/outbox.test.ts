import { describe, expect, it } from "vitest";
import { Outbox } from "../../../server/simulator/dev/outbox";

function outboxWith(...to: string[]): Outbox {
  const outbox = new Outbox();
  for (const address of to)
    outbox.record({ to: address, code: "123456", purpose: "register", sentAt: "2026-01-01T00:00:00.000Z" });
  return outbox;
}

describe("the dev outbox filter", () => {
  it("finds an email that contains a dash, case-insensitively", () => {
    const outbox = outboxWith("qa-1@x.io", "qa1@x.io");
    expect(outbox.list("QA-1@x.io").map((e) => e.to)).toEqual(["qa-1@x.io"]);
  });

  it("finds a phone written with spaces, dashes, with or without the calling code", () => {
    const outbox = outboxWith("+8613800138000", "+8613900139000");
    for (const query of ["+8613800138000", "8613800138000", "138-0013-8000", " 138 0013 8000 "]) {
      expect(outbox.list(query).map((e) => e.to)).toEqual(["+8613800138000"]);
    }
  });

  it("does not match a short suffix of a longer number", () => {
    expect(outboxWith("+8613800138000").list("8000")).toEqual([]);
  });
});
