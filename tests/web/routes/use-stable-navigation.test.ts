// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { NavigationContext } from "../../../web/routes/resolve-navigation";
import { useStableNavigation } from "../../../web/routes/use-stable-navigation";

const render = (location: string, context: NavigationContext) =>
  renderHook(
    (props: { location: string; context: NavigationContext }) =>
      useStableNavigation(props.location, props.context),
    {
      initialProps: { location, context },
    },
  );

describe("useStableNavigation", () => {
  it("keeps the same navigation on a public route when the login state arrives", () => {
    const view = render("/home?lang=en-US", { isLoggedIn: null, locale: "en-US" });
    const first = view.result.current;
    expect(first.kind).toBe("render");
    view.rerender({ location: "/home?lang=en-US", context: { isLoggedIn: false, locale: "en-US" } });
    expect(view.result.current).toBe(first);
    view.rerender({ location: "/home?lang=en-US", context: { isLoggedIn: true, locale: "ja" } });
    expect(view.result.current).toBe(first);
  });

  it("gives a new navigation when the location changes, even within the same route", () => {
    const view = render("/home", { isLoggedIn: false, locale: "en-US" });
    const first = view.result.current;
    view.rerender({ location: "/home?groupLink=g1", context: { isLoggedIn: false, locale: "en-US" } });
    expect(view.result.current).not.toBe(first);
    const second = view.result.current;
    expect(second.kind === "render" && second.query.get("groupLink")).toBe("g1");
  });

  it("moves a protected route from pending to render or to the login redirect", () => {
    const loggedIn = render("/mine", { isLoggedIn: null, locale: "en-US" });
    expect(loggedIn.result.current.kind).toBe("pending");
    loggedIn.rerender({ location: "/mine", context: { isLoggedIn: true, locale: "en-US" } });
    expect(loggedIn.result.current.kind).toBe("render");

    const loggedOut = render("/mine", { isLoggedIn: null, locale: "en-US" });
    loggedOut.rerender({ location: "/mine", context: { isLoggedIn: false, locale: "en-US" } });
    const nav = loggedOut.result.current;
    expect(nav.kind === "redirect" && nav.to).toBe("/login?redirect=%2Fmine");
  });

  it("follows a redirect whose target depends on the language", () => {
    const view = render("/privacyPolicy", { isLoggedIn: false, locale: "en-US" });
    const before = view.result.current;
    view.rerender({ location: "/privacyPolicy", context: { isLoggedIn: false, locale: "ja" } });
    const after = view.result.current;
    expect(before.kind === "redirect" && before.to).toMatch(/en-US/);
    expect(after.kind === "redirect" && after.to).toMatch(/ja/);
  });
});
