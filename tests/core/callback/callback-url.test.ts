import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildCallbackUrl,
  isAllowedCallback,
  normalizeOrigin,
  type CallbackInput,
} from "../../../core/callback/callback-url";
import { naughtyStrings, readCorpusLines } from "../../support/corpora";
import { STRONG_RUNS } from "../../support/fuzz-runs";

const ALLOWED = "https://www.whitelisteddomain.tld";
const allowedOrigins = [ALLOWED];
const base: Omit<CallbackInput, "callback"> = { allowedOrigins, source: "h5", time: 1_700_000_000_000 };
const build = (callback: string, extra: Partial<CallbackInput> = {}) =>
  buildCallbackUrl({ ...base, callback, ...extra });

/** The security property: either rejected, or the result's origin is exactly the allowed one. */
const expectSafe = (callback: string) => {
  const result = build(callback, { hostLogin: { token: "Bearer secret", lang: "en-US" } });
  if (result.ok) expect(new URL(result.value).origin, callback).toBe(ALLOWED);
  else expect(result.error).toBe("rejected");
  if (isAllowedCallback(callback, allowedOrigins)) expect(new URL(callback).origin).toBe(ALLOWED);
};

describe("buildCallbackUrl on an allowed origin", () => {
  it("adds status, source and time", () => {
    expect(build("https://www.whitelisteddomain.tld/admin")).toEqual({
      ok: true,
      value: "https://www.whitelisteddomain.tld/admin?status=loginCallback&source=h5&time=1700000000000",
    });
  });

  it("adds token and lang for host login, assistant=1 and mid", () => {
    const result = build("https://www.whitelisteddomain.tld/a?x=1", {
      hostLogin: { token: "Bearer a+b/c=", lang: "zh-CN" },
      assistant: true,
      mid: "42",
    });
    if (!result.ok) throw new Error("expected a URL");
    const url = new URL(result.value);
    expect(url.searchParams.get("x")).toBe("1");
    expect(url.searchParams.get("token")).toBe("Bearer a+b/c=");
    expect(url.searchParams.get("lang")).toBe("zh-CN");
    expect(url.searchParams.get("assistant")).toBe("1");
    expect(url.searchParams.get("mid")).toBe("42");
  });

  it("replaces a status or token smuggled into the callback instead of duplicating it", () => {
    const result = build("https://www.whitelisteddomain.tld/?status=evil&token=planted", {
      hostLogin: { token: "real", lang: "ja" },
    });
    if (!result.ok) throw new Error("expected a URL");
    const url = new URL(result.value);
    expect(url.searchParams.getAll("status")).toEqual(["loginCallback"]);
    expect(url.searchParams.getAll("token")).toEqual(["real"]);
  });

  it("puts the parameters in the fragment's query for a hash-routed admin app", () => {
    const result = build("https://www.whitelisteddomain.tld/#/login?from=menu");
    expect(result).toEqual({
      ok: true,
      value:
        "https://www.whitelisteddomain.tld/#/login?from=menu&status=loginCallback&source=h5&time=1700000000000",
    });
  });

  it("accepts an allowed origin written as a bare host and upper-case letters", () => {
    expect(
      build("HTTPS://WWW.WHITELISTEDDOMAIN.TLD/x", { allowedOrigins: ["www.whitelisteddomain.tld"] }).ok,
    ).toBe(true);
  });
});

describe("buildCallbackUrl refuses", () => {
  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt://www.whitelisteddomain.tld/%0aalert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "https:evil.com",
    "https:/www.whitelisteddomain.tld",
    "https:///www.whitelisteddomain.tld",
    "https://www.whitelisteddomain.tld@evil.com",
    "https://user:pw@www.whitelisteddomain.tld/",
    "https://www.whitelisteddomain.tld.evil.com/",
    "https://evil.com/https://www.whitelisteddomain.tld",
    "https://www.whitelisteddomain.tld%2eevil.com",
    "https://www.whitelisteddomain%2etld/",
    "https://www.whitelisteddomain.tld\\@evil.com",
    "https://www.whitelisteddomain.tld/%5c%5cevil.com",
    "https://www.whitelisteddomain.tld/%252f%252fevil.com",
    "https://www.whitelisteddomain.tld/%09/evil",
    " https://www.whitelisteddomain.tld/",
    "https://www.whitelisteddomain.tld/\t",
    "https://www.whitelisteddomain.tld:443/",
    "https://www.whitelisteddomain.tld./",
    "http://www.whitelisteddomain.tld/",
    "ftp://www.whitelisteddomain.tld/",
    "https://ｗｗｗ.whitelisteddomain.tld/",
    "/relative/path",
    "",
    "https://www.whitelisteddomain.tld/" + "a".repeat(5000),
  ])("%s", (callback) => {
    expect(build(callback)).toEqual({ ok: false, error: "rejected" });
    expect(isAllowedCallback(callback, allowedOrigins)).toBe(false);
  });

  it("everything when the allow-list is empty or holds only junk", () => {
    expect(build("https://www.whitelisteddomain.tld/", { allowedOrigins: [] }).ok).toBe(false);
    expect(
      build("https://www.whitelisteddomain.tld/", {
        allowedOrigins: ["javascript:alert(1)", "", "ftp://www.whitelisteddomain.tld"],
      }).ok,
    ).toBe(false);
  });

  it("a non-finite time", () => {
    expect(build("https://www.whitelisteddomain.tld/", { time: Number.NaN }).ok).toBe(false);
  });

  it("never includes the rejected URL in the answer", () => {
    expect(JSON.stringify(build("https://evil.com/steal"))).not.toContain("evil");
  });
});

describe("the open-redirect corpora", () => {
  for (const file of ["open-redirect.txt", "openredirects.txt", "open-redirect-wordlist.txt"]) {
    it(`rejects or keeps on the allowed origin every line of ${file}`, () => {
      const lines = readCorpusLines(file);
      expect(lines.length).toBeGreaterThan(10);
      for (const line of lines) expectSafe(line);
    });
  }

  it("does the same for every naughty string", () => {
    for (const line of naughtyStrings()) expectSafe(line);
  });
});

describe("properties", () => {
  it("never yields a non-allowed origin for arbitrary strings and URLs", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.string().map((tail) => ALLOWED + tail),
          fc
            .tuple(
              fc.constantFrom("https://", "http://", "//", "/", "https:", "\\\\"),
              fc.string(),
              fc.constantFrom("", "@", "%2f", "\\"),
            )
            .map(([head, middle, tail]) => head + middle + tail + "www.whitelisteddomain.tld"),
        ),
        (callback) => expectSafe(callback),
      ),
      { numRuns: STRONG_RUNS },
    );
  });

  it("round-trips allowed URLs keeping their path and existing query", () => {
    const safeText = fc.stringMatching(/^[A-Za-z0-9_.~-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("admin", "dash", "a-b", "x_y", "v1"), { maxLength: 4 }),
        fc.array(fc.tuple(safeText, safeText), { maxLength: 5 }),
        (segments, query) => {
          const kept = query.filter(([name]) => !["status", "source", "time"].includes(name));
          const search = new URLSearchParams(kept.map(([name, value]) => [name, value]));
          const callback = `${ALLOWED}/${segments.join("/")}${kept.length > 0 ? `?${search.toString()}` : ""}`;
          const result = build(callback);
          if (!result.ok) throw new Error(`rejected ${callback}`);
          const url = new URL(result.value);
          expect(url.origin).toBe(ALLOWED);
          expect(url.pathname).toBe(new URL(callback).pathname);
          for (const [name] of kept) expect(url.searchParams.getAll(name)).toEqual(search.getAll(name));
          expect(url.searchParams.get("status")).toBe("loginCallback");
          expect(url.searchParams.get("source")).toBe("h5");
        },
      ),
      { numRuns: STRONG_RUNS },
    );
  });
});

describe("normalizeOrigin", () => {
  it("reads allow-list entries as origins", () => {
    expect(normalizeOrigin("admin.example.com")).toBe("https://admin.example.com");
    expect(normalizeOrigin(" https://Admin.Example.com/path?q ")).toBe("https://admin.example.com");
    expect(normalizeOrigin("http://localhost:5173")).toBe("http://localhost:5173");
    expect(normalizeOrigin("javascript:alert(1)")).toBeNull();
    expect(normalizeOrigin("https://u:p@admin.example.com")).toBeNull();
  });
});
