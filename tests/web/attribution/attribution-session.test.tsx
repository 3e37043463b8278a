// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { useAttributedHref } from "../../../web/attribution/attribution-session";

afterEach(() => {
  document.body.innerHTML = "";
  sessionStorage.clear();
  localStorage.clear();
});

describe("attributed links after hydration", () => {
  it("render once when nothing is kept (no second, synchronous pass after hydration)", async () => {
    let renders = 0;
    function Link() {
      renders += 1;
      return <a href={useAttributedHref("/login")}>Log in</a>;
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Link />);
    document.body.append(container);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Link />);
    });
    expect(container.querySelector("a")?.getAttribute("href")).toBe("#/login");
    expect(renders).toBe(1);
  });
});
