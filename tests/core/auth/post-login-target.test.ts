import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { postLoginTarget, type PostLoginInput } from "../../../core/auth/post-login-target";
import { FUZZ_RUNS } from "../../support/fuzz-runs";

const base: PostLoginInput = {
  host: false,
  assistant: false,
  token: "Bearer t0k",
  memberId: "m-1",
  lang: "en-US",
  allowedOrigins: ["https://admin.example"],
  now: 1_700_000_000_000,
};

/** URLs built to sit close to the allowed origin (cheaper and sharper than arbitrary web URLs). */
const nearMiss = fc
  .tuple(
    fc.constantFrom("https://", "http://", "//", "/\\", "javascript:", "HTTPS://", ""),
    fc.constantFrom(
      "admin.example",
      "evil.example",
      "admin.example.evil.example",
      "admin.example@evil.example",
      "evil.example#admin.example",
    ),
    fc.constantFrom("", "/", "/cb?x=1", ":443/", "%2f%2fevil.example", "\\evil.example"),
    fc.string({ maxLength: 8 }),
  )
  .map((parts) => parts.join(""));

describe("postLoginTarget", () => {
  it("goes home without any flag", () => {
    expect(postLoginTarget(base)).toEqual({ kind: "home" });
  });

  it("hands off to the external route first when ma is present", () => {
    expect(
      postLoginTarget({
        ...base,
        ma: "app_1",
        callback: "https://admin.example/cb",
        thirdPartyRedirect: "https://admin.example",
      }),
    ).toEqual({
      kind: "external",
      ma: "app_1",
    });
  });

  it("prefers the server's third-party redirect over the callback", () => {
    expect(
      postLoginTarget({
        ...base,
        fameExRedirectUrl: "https://partner.example/in",
        callback: "https://admin.example/cb",
      }),
    ).toEqual({
      kind: "redirect",
      url: "https://partner.example/in",
    });
  });

  it("follows a query redirect only to an allowed origin", () => {
    expect(postLoginTarget({ ...base, thirdPartyRedirect: "https://admin.example/x" })).toEqual({
      kind: "redirect",
      url: "https://admin.example/x",
    });
    expect(postLoginTarget({ ...base, thirdPartyRedirect: "https://evil.example/x" })).toEqual({
      kind: "rejected",
    });
  });

  it("builds the callback with status, source and time", () => {
    const target = postLoginTarget({ ...base, callback: "https://admin.example/cb", source: "ho" });
    expect(target.kind).toBe("callback");
    const url = new URL(target.kind === "callback" ? target.url : "");
    expect(url.searchParams.get("status")).toBe("loginCallback");
    expect(url.searchParams.get("source")).toBe("ho");
    expect(url.searchParams.get("time")).toBe(String(base.now));
    expect(url.searchParams.get("token")).toBeNull();
  });

  it("adds token and lang for host login, assistant=1 for assistant login and mid for invites", () => {
    const target = postLoginTarget({
      ...base,
      callback: "https://admin.example/cb",
      host: true,
      assistant: true,
      apply: "blogger",
    });
    const url = new URL(target.kind === "callback" ? target.url : "");
    expect(url.searchParams.get("token")).toBe("Bearer t0k");
    expect(url.searchParams.get("lang")).toBe("en-US");
    expect(url.searchParams.get("assistant")).toBe("1");
    expect(url.searchParams.get("mid")).toBe("m-1");
  });

  it("rejects a callback outside the allow-list without echoing it", () => {
    const target = postLoginTarget({ ...base, callback: "https://evil.example/steal", host: true });
    expect(target).toEqual({ kind: "rejected" });
  });

  it("returns to the creator form the user came to apply on", () => {
    expect(postLoginTarget({ ...base, apply: "streamer" })).toEqual({ kind: "apply", role: "streamer" });
  });

  it("never puts the token into a URL outside the allowed origins", () => {
    fc.assert(
      fc.property(fc.oneof(nearMiss, fc.string()), fc.boolean(), (callback, host) => {
        const target = postLoginTarget({ ...base, callback, host });
        if (target.kind === "callback") expect(new URL(target.url).origin).toBe("https://admin.example");
        else expect(["rejected", "home"]).toContain(target.kind);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});
