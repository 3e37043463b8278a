// The HTML's inline boot script: which prerendered markup a hash shows, in which language, and
// what it does to the document (swap #root, or move to the right language's file first).
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { parseAppQuery } from "../../../../core/query/app-query";
import { resolveLocale } from "../../../../core/locale/resolve-locale";
import { firstScreenKey } from "../../../../web/shell/prerender/first-screen";
import { loginTabFor } from "../../../../web/screens/auth/auth-mode";
import { LOGIN_TABS } from "../../../../web/routes/login-types";
import {
  appStart,
  applyFirstScreen,
  bootLocale,
  chooseFirstScreen,
  type BootChoice,
} from "../../../../web/shell/prerender/first-screen-boot";

const inputs = (hash: string, extra: Partial<Parameters<typeof chooseFirstScreen>[0]> = {}) => ({
  hash,
  search: "",
  storedLocale: null,
  browserLanguages: ["en-US"],
  documentLocale: "en-US",
  ...extra,
});

describe("first screen key", () => {
  it("names the landing for /, legacy and unknown paths, and each auth form", () => {
    expect(firstScreenKey("/", "en-US")).toBe("home");
    expect(firstScreenKey("/landing?groupLink=g", "en-US")).toBe("home");
    expect(firstScreenKey("/no/such", "en-US")).toBe("home");
    expect(firstScreenKey("/login?redirect=%2Fmine", "en-US")).toBe("login");
    expect(firstScreenKey("/login/email", "en-US")).toBe("login-email-password");
    expect(firstScreenKey("/signup-verify", "en-US")).toBe("signupVerify");
    expect(firstScreenKey("/forgot/phone", "en-US")).toBe("forgot");
    expect(firstScreenKey("/download", "en-US")).toBeNull();
    expect(firstScreenKey("/mine", "en-US")).toBeNull();
  });

  it("shows the form of the tab the log-in's type names, as the login form reads it", () => {
    const type = fc.oneof(
      fc.constantFrom("email", "EMAIL", "sms", "Code", "phone", "password", "constructor", "__proto__"),
      fc.stringMatching(/^[a-zA-Z]{1,8}$/),
    );
    fc.assert(
      fc.property(type, (value) => {
        const tab = loginTabFor(value) ?? "phone-password";
        const expected = tab === "phone-password" ? "login" : `login-${tab}`;
        expect(firstScreenKey(`/login/${value}`, "en-US")).toBe(expected);
      }),
      { numRuns: 200 },
    );
    // The query's variants win over the type: their titles differ.
    expect(firstScreenKey("/login/email?host=1", "en-US")).toBe("login-host");
  });

  it("shows an untyped log-in on the tab the live form opens on; a typed address and the query's variants win", () => {
    const tab = fc.constantFrom(...LOGIN_TABS);
    fc.assert(
      fc.property(tab, (untyped) => {
        const expected = untyped === "phone-password" ? "login" : `login-${untyped}`;
        expect(chooseFirstScreen(inputs("#/login", { untypedLoginTab: untyped }))).toEqual({
          kind: "screen",
          locale: "en-US",
          key: expected,
        });
        expect(firstScreenKey("/login/sms", "en-US", untyped)).toBe("login-phone-code");
        expect(firstScreenKey("/login/phone", "en-US", untyped)).toBe("login");
        expect(firstScreenKey("/login?assistant=1", "en-US", untyped)).toBe("login-assistant");
        // Another route's markup does not change with the log-in's tab.
        expect(firstScreenKey("/signup-verify/email", "en-US", untyped)).toBe("signupVerify");
      }),
    );
    // Anything else stored reads as no tab.
    expect(firstScreenKey("/login", "en-US", "constructor")).toBe("login");
  });

  it("tells the login titles apart exactly as the auth screen's query reading does", () => {
    const value = fc.constantFrom("1", "0", "", "true");
    fc.assert(
      fc.property(fc.option(value), fc.option(value), (assistant, host) => {
        const query = new URLSearchParams();
        if (assistant !== null) query.set("assistant", assistant);
        if (host !== null) query.set("host", host);
        const parsed = parseAppQuery(query);
        const expected = parsed.assistant ? "login-assistant" : parsed.host ? "login-host" : "login";
        expect(firstScreenKey(`/login?${query}`, "en-US")).toBe(expected);
      }),
    );
  });
});

describe("boot choice", () => {
  it("uses the app's locale rule: hash lang, then page lang, then storage, then browser", () => {
    expect(bootLocale(inputs("#/login?lang=ja"))).toBe("ja");
    expect(bootLocale(inputs("#/login", { search: "?lang=ko" }))).toBe("ko");
    expect(bootLocale(inputs("#/home", { storedLocale: "ru" }))).toBe("ru");
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom("ja", "xx", "zh_tw")),
        fc.array(fc.constantFrom("fr", "zh-HK", "en-AU")),
        (stored, languages) => {
          expect(bootLocale(inputs("#/home", { storedLocale: stored, browserLanguages: languages }))).toBe(
            resolveLocale({ stored, browserLanguages: languages }),
          );
        },
      ),
    );
  });

  it("keeps this file when its language is the app's, else names the right one", () => {
    expect(chooseFirstScreen(inputs("#/login"))).toEqual({ kind: "screen", locale: "en-US", key: "login" });
    expect(chooseFirstScreen(inputs(""))).toEqual({ kind: "screen", locale: "en-US", key: "home" });
    expect(chooseFirstScreen(inputs("#/download"))).toEqual({ kind: "none", locale: "en-US" });
    expect(chooseFirstScreen(inputs("#/login", { storedLocale: "ja" }))).toEqual({
      kind: "other-locale",
      locale: "ja",
    });
    // Offline only this file is cached: the skeleton, and the app renders in Japanese itself.
    expect(chooseFirstScreen(inputs("#/login", { storedLocale: "ja", offline: true }))).toEqual({
      kind: "none",
      locale: "ja",
    });
  });
});

describe("applying the choice", () => {
  const fakeDocument = () => {
    const swapped: string[] = [];
    const doc = {
      show: (id: string) => swapped.push(`markup of ${id}`),
      mark: vi.fn(),
      goTo: vi.fn(),
    };
    return { doc, swapped };
  };
  const apply = (choice: BootChoice) => {
    const { doc, swapped } = fakeDocument();
    applyFirstScreen(choice, doc, { search: "?x=1", hash: "#/login" });
    return { doc, swapped };
  };

  it("leaves the landing in place, swaps in another screen's markup, or the skeleton", () => {
    const home = apply({ kind: "screen", locale: "ja", key: "home" });
    expect(home.swapped).toEqual([]);
    expect(home.doc.mark).toHaveBeenCalledWith("home");
    const login = apply({ kind: "screen", locale: "ja", key: "login" });
    expect(login.swapped).toEqual(["markup of first-screen-login"]);
    const none = apply({ kind: "none", locale: "ja" });
    expect(none.swapped).toEqual(["markup of first-screen-none"]);
    expect(none.doc.mark).toHaveBeenCalledWith("none");
  });

  it("hides the wrong language and moves to the right file, keeping query and hash", () => {
    const other = apply({ kind: "other-locale", locale: "ko" });
    expect(other.swapped).toEqual(["markup of first-screen-none"]);
    expect(other.doc.goTo).toHaveBeenCalledWith("./index.ko.html?x=1#/login");
  });
});

describe("starting the app's scripts", () => {
  it("on the first intent over a screen the HTML shows whole, at once over a skeleton or without one, never on another language's file", () => {
    expect(appStart({ kind: "screen", locale: "ja", key: "login" })).toBe("on-intent");
    expect(appStart({ kind: "screen", locale: "ja", key: "login-email-password" })).toBe("on-intent");
    expect(appStart({ kind: "screen", locale: "en-US", key: "home" })).toBe("on-intent");
    expect(appStart({ kind: "screen", locale: "en-US", key: "login-assistant" })).toBe("now");
    expect(appStart({ kind: "screen", locale: "en-US", key: "signupVerify" })).toBe("now");
    expect(appStart({ kind: "screen", locale: "en-US", key: "forgot" })).toBe("now");
    expect(appStart({ kind: "none", locale: "ja" })).toBe("now");
    expect(appStart({ kind: "other-locale", locale: "ko" })).toBe("never");
    // A logged-in member's log-in is replaced by who is logged in: only the app can show that.
    expect(appStart({ kind: "screen", locale: "ja", key: "login" }, true)).toBe("now");
    expect(appStart({ kind: "screen", locale: "ja", key: "login-email-password" }, true)).toBe("now");
    expect(appStart({ kind: "screen", locale: "en-US", key: "home" }, true)).toBe("on-intent");
  });
});
