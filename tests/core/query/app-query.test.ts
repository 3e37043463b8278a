import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ATTRIBUTION_MAX_LENGTH,
  parseAppQuery,
  thirdPartySourceAllowed,
} from "../../../core/query/app-query";
import { parseRemark, REMARK_MAX_LENGTH } from "../../../core/query/remark";
import { naughtyStrings } from "../../support/corpora";
import { STRONG_RUNS } from "../../support/fuzz-runs";

const fromSearch = (search: string) => parseAppQuery(new URLSearchParams(search));
const NAMES = [
  "apply",
  "host",
  "ma",
  "assistant",
  "guestId",
  "callback",
  "source",
  "redirect",
  "remark",
  "qy",
  "reset",
  "hc_source",
  "hc_time",
  "groupLink",
  "marketCode",
  "hicsRoomId",
  "agentId",
  "lang",
];

describe("parseAppQuery", () => {
  it("reads an empty query as all flags off and nothing else", () => {
    expect(fromSearch("")).toEqual({ host: false, assistant: false });
  });

  it("reads every parameter of a well-formed query", () => {
    const remark = encodeURIComponent(JSON.stringify({ groupLink: "G-1" }));
    const query = fromSearch(
      `apply=streamer&host=1&ma=shop_app-1&assistant=1&guestId=g_42&callback=${encodeURIComponent("https://admin.x/#/")}` +
        `&source=fameex&redirect=${encodeURIComponent("https://partner.x/back")}&remark=${remark}&qy=1&reset=success` +
        `&hc_source=ho&hc_time=1700000000000&marketCode=MK1&hicsRoomId=room_9&agentId=agent7&lang=en-AU`,
    );
    expect(query).toEqual({
      apply: "streamer",
      host: true,
      ma: "shop_app-1",
      assistant: true,
      guestId: "g_42",
      callback: "https://admin.x/#/",
      source: "fameex",
      redirect: "https://partner.x/back",
      remarkGroupLink: "G-1",
      remark: JSON.stringify({ groupLink: "G-1" }),
      groupLink: "G-1",
      reset: "success",
      hcSource: "ho",
      hcTime: "1700000000000",
      marketCode: "MK1",
      hicsRoomId: "room_9",
      agentId: "agent7",
      lang: "en-AU",
    });
  });

  it("accepts a plain record as well as URLSearchParams", () => {
    expect(parseAppQuery({ host: "1", ma: undefined, apply: "blogger" })).toEqual({
      host: true,
      assistant: false,
      apply: "blogger",
    });
  });

  it("lets the first of repeated parameters win", () => {
    expect(fromSearch("ma=first&ma=second").ma).toBe("first");
  });

  it("treats only 1 as true for the flags", () => {
    expect(fromSearch("host=true&assistant=yes")).toEqual({ host: false, assistant: false });
  });

  it.each(["../etc/passwd", "a/b", "https://evil.com", "a".repeat(65), "", "app%2f..", "名前"])(
    "refuses ma=%s (an id, never a path)",
    (ma) => {
      expect(parseAppQuery([["ma", ma]]).ma).toBeUndefined();
    },
  );

  it("keeps an explicit groupLink over the remark's", () => {
    const remark = JSON.stringify({ groupLink: "FROM-REMARK" });
    expect(
      parseAppQuery([
        ["remark", remark],
        ["groupLink", "EXPLICIT"],
      ]).groupLink,
    ).toBe("EXPLICIT");
    expect(parseAppQuery([["remark", remark]]).groupLink).toBe("FROM-REMARK");
  });

  it("keeps attribution values in any script verbatim (the HTTP adapter encodes them for headers)", () => {
    expect(
      parseAppQuery([
        ["groupLink", "群组一"],
        ["marketCode", "a\r\nX-Evil: 1"],
        ["agentId", "代理 🎉"],
        ["hicsRoomId", "комната"],
      ]),
    ).toMatchObject({
      groupLink: "群组一",
      marketCode: "a\r\nX-Evil: 1",
      agentId: "代理 🎉",
      hicsRoomId: "комната",
    });
  });

  it("drops blank, over-long and ill-formed attribution values", () => {
    expect(
      parseAppQuery([
        ["groupLink", "   "],
        ["marketCode", "m".repeat(ATTRIBUTION_MAX_LENGTH + 1)],
        ["agentId", "a\uD800"],
      ]),
    ).toEqual({ host: false, assistant: false });
    expect(parseAppQuery([["groupLink", "g".repeat(ATTRIBUTION_MAX_LENGTH)]]).groupLink).toHaveLength(
      ATTRIBUTION_MAX_LENGTH,
    );
  });

  it("refuses a non-http redirect and unknown apply or reset values", () => {
    expect(
      parseAppQuery([
        ["redirect", "javascript:alert(1)"],
        ["apply", "admin"],
        ["reset", "done"],
      ]),
    ).toEqual({ host: false, assistant: false });
  });

  it("never throws and only keeps values of the promised shapes, for arbitrary and naughty input", () => {
    const check = (entries: Array<[string, string]>) => {
      const query = parseAppQuery(entries);
      expect(typeof query.host).toBe("boolean");
      if (query.ma !== undefined) expect(query.ma).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      if (query.apply !== undefined) expect(["blogger", "streamer"]).toContain(query.apply);
      for (const value of [query.callback, query.redirect]) {
        if (value !== undefined) expect(value).toMatch(/^[\x21-\x7E]+$/);
      }
      for (const value of [query.groupLink, query.marketCode, query.agentId, query.hicsRoomId]) {
        if (value !== undefined) {
          expect(value.trim()).not.toBe("");
          expect(value.length).toBeLessThanOrEqual(ATTRIBUTION_MAX_LENGTH);
        }
      }
    };
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.oneof(fc.constantFrom(...NAMES), fc.string()), fc.string({ unit: "grapheme" })),
          { maxLength: 20 },
        ),
        check,
      ),
      { numRuns: STRONG_RUNS },
    );
    for (const text of naughtyStrings()) check(NAMES.map((name) => [name, text]));
  });

  it("survives an iterable that throws", () => {
    const hostile: Iterable<[string, string]> = {
      [Symbol.iterator]: () => ({
        next: () => {
          throw new Error("boom");
        },
      }),
    };
    expect(parseAppQuery(hostile)).toEqual({ host: false, assistant: false });
  });
});

describe("parseRemark", () => {
  it("reads JSON given decoded or still URI-encoded", () => {
    expect(parseRemark('{"groupLink":"abc","other":1}')).toEqual({ groupLink: "abc" });
    expect(parseRemark(encodeURIComponent('{"groupLink":"abc"}'))).toEqual({ groupLink: "abc" });
  });

  it.each([
    '{"__proto__":{"polluted":true},"groupLink":"x"}',
    '{"groupLink":"x","a":{"constructor":{"prototype":{}}}}',
    '{"prototype":1}',
  ])("refuses prototype-touching keys anywhere: %s", (text) => {
    expect(parseRemark(text)).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses oversized, non-object, malformed and wrongly typed remarks", () => {
    expect(
      parseRemark(JSON.stringify({ groupLink: "x", pad: "a".repeat(REMARK_MAX_LENGTH) })),
    ).toBeUndefined();
    for (const text of ["[1]", "null", "42", "{", "%E0%A4%A", '{"groupLink":5}', ""])
      expect(parseRemark(text), text).toBeUndefined();
  });

  it("survives deeply nested JSON within the size limit", () => {
    expect(parseRemark("[".repeat(1000) + "]".repeat(1000))).toBeUndefined();
  });
});

describe("thirdPartySourceAllowed", () => {
  it("accepts only the one configured source", () => {
    expect(thirdPartySourceAllowed("fameex", "fameex")).toBe(true);
    expect(thirdPartySourceAllowed("FameEx", "fameex")).toBe(false);
    expect(thirdPartySourceAllowed("other", "fameex")).toBe(false);
    expect(thirdPartySourceAllowed(undefined, "fameex")).toBe(false);
  });

  it("accepts nothing when no source is configured", () => {
    expect(thirdPartySourceAllowed("", "")).toBe(false);
    expect(thirdPartySourceAllowed("fameex", undefined)).toBe(false);
  });
});
