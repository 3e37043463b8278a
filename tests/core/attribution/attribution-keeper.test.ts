import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MemoryKeyValueStore } from "../../support/memory-key-value-store";
import { ATTRIBUTION_PARAMS, withAttribution } from "../../../core/attribution/attribution";
import { AttributionKeeper } from "../../../core/attribution/attribution-keeper";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";

const keeper = () => {
  const session = new MemoryKeyValueStore();
  const local = new MemoryKeyValueStore();
  return { session, local, keeper: new AttributionKeeper(session, local) };
};
const q = (search: string) => new URLSearchParams(search);

describe("attribution kept for the browsing session", () => {
  it("captures all eight parameters from any route's query", () => {
    const { keeper: k, local } = keeper();
    const remark = JSON.stringify({ groupLink: "R1" });
    k.capture(
      q(
        `groupLink=g1&marketCode=m1&agentId=a1&hicsRoomId=r1&guestId=u1&remark=${encodeURIComponent(remark)}` +
          `&hc_source=ads&hc_time=1700000000000&other=x`,
      ),
    );
    expect(k.current()).toEqual({
      groupLink: "g1",
      marketCode: "m1",
      agentId: "a1",
      hicsRoomId: "r1",
      guestId: "u1",
      remark,
      hcSource: "ads",
      hcTime: "1700000000000",
    });
    expect(local.get(STORAGE_KEYS.guestId)).toBe("u1");
  });

  it("a host log-in's own source (host=1&hc_source=ho) does not replace the visitor's (ADR-0381)", () => {
    const { keeper: k } = keeper();
    k.capture(q("hc_source=ads&hc_time=1700000000000&groupLink=g1"));
    k.capture(q("callback=http%3A%2F%2Fadmin.example&host=1&hc_source=ho&groupLink=g2"));
    expect(k.current()).toEqual({ hcSource: "ads", hcTime: "1700000000000", groupLink: "g2" });
    k.capture(q("hc_source=ho"));
    expect(k.current().hcSource).toBe("ho");
  });

  it("keeps values across later routes without them, and a value that arrives later replaces the kept one", () => {
    const { keeper: k } = keeper();
    k.capture(q("groupLink=g1&agentId=a1"));
    k.capture(q(""));
    k.capture(q("lang=ja"));
    expect(k.current()).toEqual({ groupLink: "g1", agentId: "a1" });
    k.capture(q("groupLink=群组一"));
    expect(k.current()).toEqual({ groupLink: "群组一", agentId: "a1" });
  });

  it("survives a reload of the page (a new keeper over the same stores)", () => {
    const { keeper: k, session, local } = keeper();
    k.capture(q("groupLink=g1&guestId=u1"));
    expect(new AttributionKeeper(session, local).current()).toEqual({ groupLink: "g1", guestId: "u1" });
    // A new browsing session keeps only guestId, which DATA-STORAGE-1 keeps locally.
    expect(new AttributionKeeper(new MemoryKeyValueStore(), local).current()).toEqual({ guestId: "u1" });
  });

  it("reads a tampered store through the same rules", () => {
    const { session, local } = keeper();
    session.set(STORAGE_KEYS.attribution, "groupLink=%20%20&hc_time=abc&agentId=ok&guestId=sneaky");
    local.set(STORAGE_KEYS.guestId, "../../etc");
    expect(new AttributionKeeper(session, local).current()).toEqual({ agentId: "ok" });
  });

  it("tells subscribers only when the kept attribution changes", () => {
    const { keeper: k } = keeper();
    let calls = 0;
    k.subscribe(() => (calls += 1));
    k.capture(q("groupLink=g1"));
    const first = k.current();
    k.capture(q("groupLink=g1"));
    k.capture(q("lang=en-US"));
    expect(calls).toBe(1);
    expect(k.current()).toBe(first);
  });

  it("adds the kept attribution to a link, the link's own values winning", () => {
    const attribution = { groupLink: "群组一", agentId: "a1", hcSource: "ads" };
    expect(withAttribution("/login", attribution)).toBe(
      "/login?groupLink=%E7%BE%A4%E7%BB%84%E4%B8%80&agentId=a1&hc_source=ads",
    );
    expect(withAttribution("/login?apply=blogger&agentId=mine", attribution)).toBe(
      "/login?apply=blogger&agentId=mine&groupLink=%E7%BE%A4%E7%BB%84%E4%B8%80&hc_source=ads",
    );
    expect(withAttribution("/login", {})).toBe("/login");
  });

  it("round-trips any kept attribution through a link and back", () => {
    const value = fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== "");
    fc.assert(
      fc.property(
        fc.record({ groupLink: value, marketCode: value, agentId: value, hicsRoomId: value }),
        (input) => {
          const { keeper: k } = keeper();
          const link = withAttribution("/signup-verify", input);
          k.capture(q(link.slice(link.indexOf("?") + 1)));
          expect(k.current()).toEqual(input);
        },
      ),
    );
    expect(Object.keys(ATTRIBUTION_PARAMS)).toHaveLength(8);
  });
});
