import { describe, expect, it } from "vitest";
import { readCorpusLines } from "../../../support/corpora";
import { guardRedirect, withQuery } from "../../../../web/screens/auth/auth-links";
import { authModeFor, channelFor, loginTabFor } from "../../../../web/screens/auth/auth-mode";

describe("withQuery", () => {
  it("keeps the query, drops screen-only keys, then adds extras", () => {
    const q = new URLSearchParams("callback=https%3A%2F%2Fa.example&reset=success&qy=1&host=1");
    expect(withQuery("/signup-verify", q)).toBe("/signup-verify?callback=https%3A%2F%2Fa.example&host=1");
    expect(withQuery("/login", q, { reset: "success" })).toBe(
      "/login?callback=https%3A%2F%2Fa.example&host=1&reset=success",
    );
    expect(withQuery("/home", new URLSearchParams(), { hc_source: "signup_success" })).toBe(
      "/home?hc_source=signup_success",
    );
    expect(withQuery("/home", new URLSearchParams())).toBe("/home");
  });
});

describe("guardRedirect", () => {
  it("follows plain in-app paths", () => {
    expect(guardRedirect("/mine")).toBe("/mine");
    expect(guardRedirect("/invite/blogger?x=1")).toBe("/invite/blogger?x=1");
  });

  it.each([
    null,
    "",
    "mine",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "/mine x",
    "/a\u0000",
    "/login?redirect=/mine",
    "/logout",
    "/signup-verify",
  ])("refuses %j", (value) => {
    expect(guardRedirect(value)).toBeNull();
  });

  it("never yields anything that could leave the hash route (open-redirect corpus)", () => {
    for (const line of readCorpusLines("open-redirect.txt")) {
      const result = guardRedirect(line);
      if (result === null) continue;
      // Accepted values are in-app paths: the hash router keeps them on this origin.
      expect(result.startsWith("/") && !result.startsWith("//") && !result.startsWith("/\\"), line).toBe(
        true,
      );
      expect(new URL(`#${result}`, "https://app.example/").origin).toBe("https://app.example");
    }
  });
});

describe("auth modes", () => {
  it("maps routes to modes and type params to tabs and channels", () => {
    expect(authModeFor("signupVerify")).toBe("signupVerify");
    expect(authModeFor("home")).toBe("login");
    expect(loginTabFor("SMS")).toBe("phone-code");
    expect(loginTabFor("email")).toBe("email-password");
    expect(loginTabFor("phone")).toBe("phone-password");
    expect(loginTabFor("nonsense")).toBeUndefined();
    expect(channelFor("Email")).toBe("email");
    expect(channelFor(undefined)).toBeUndefined();
  });
});
