// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { i18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { attributionKeeper } from "../../../web/attribution/attribution-session";
import { GuestAuthLinks } from "../../../web/layout/guest-auth-links";
import { LandingSectionLinks } from "../../../web/layout/landing-section-links";
import { testI18n } from "../../support/test-i18n";

let i18n: i18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

describe("GuestAuthLinks", () => {
  it("links to log in and sign up, carrying the visit's referral along", () => {
    act(() => attributionKeeper.capture(new URLSearchParams("groupLink=g1&marketCode=m1")));
    render(
      <I18nextProvider i18n={i18n}>
        <GuestAuthLinks />
      </I18nextProvider>,
    );
    const login = screen.getByRole("link", { name: "Log in" }).getAttribute("href");
    const signup = screen.getByRole("link", { name: "Sign up" }).getAttribute("href");
    expect(login).toMatch(/^#\/login\?/);
    expect(signup).toMatch(/^#\/signup-verify\?/);
    for (const href of [login, signup]) {
      const params = new URLSearchParams(href!.split("?")[1]);
      expect(params.get("groupLink")).toBe("g1");
      expect(params.get("marketCode")).toBe("m1");
    }
  });
});

describe("LandingSectionLinks", () => {
  it("lists the landing's sections in order and hands the clicked one to onGo, staying on #/home", () => {
    const onGo = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <LandingSectionLinks listClassName="drawer__list" itemClassName="drawer__item" onGo={onGo} />
      </I18nextProvider>,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("data-section"))).toEqual([
      "home",
      "features",
      "creators",
      "download",
      "contact",
    ]);
    expect(links.every((a) => a.getAttribute("href") === "#/home" && a.className === "drawer__item")).toBe(
      true,
    );
    expect(screen.getByRole("list").className).toBe("drawer__list");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    fireEvent(screen.getByRole("link", { name: "Creators" }), click);
    expect(click.defaultPrevented).toBe(true);
    expect(onGo).toHaveBeenCalledExactlyOnceWith("creators");
  });
});
