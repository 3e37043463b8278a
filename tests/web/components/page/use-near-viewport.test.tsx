// @vitest-environment happy-dom
// A part below the fold learns when it comes near the viewport (half a screen ahead), once, and
// stops watching then; without IntersectionObserver it counts as near at once.
import { act, cleanup, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNearViewport } from "../../../../web/components/page/use-near-viewport";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test drives: it reports what the test says is in view. */
function fakeObserver() {
  const made: {
    report: (isIntersecting: boolean) => void;
    options?: IntersectionObserverInit;
    disconnected: boolean;
  }[] = [];
  class Fake {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      const entry = {
        options,
        disconnected: false,
        report: (isIntersecting: boolean) =>
          callback(
            [{ isIntersecting } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
      };
      made.push(entry);
      this.disconnect = () => void (entry.disconnected = true);
    }
    observe() {}
    disconnect: () => void;
  }
  vi.stubGlobal("IntersectionObserver", Fake);
  return made;
}

function Probe() {
  const ref = useRef<HTMLElement>(null);
  return <section ref={ref}>{useNearViewport(ref) ? "near" : "far"}</section>;
}

describe("useNearViewport", () => {
  it("is false until the part comes within half a screen, then true for good", () => {
    const made = fakeObserver();
    render(<Probe />);
    expect(screen.getByText("far")).toBeTruthy();
    expect(made[0]?.options?.rootMargin).toBe("50% 0px");
    act(() => made[0]?.report(false));
    expect(screen.getByText("far")).toBeTruthy();
    act(() => made[0]?.report(true));
    expect(screen.getByText("near")).toBeTruthy();
    expect(made[0]?.disconnected).toBe(true);
    expect(made).toHaveLength(1);
  });

  it("is true at once where there is no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Probe />);
    expect(screen.getByText("near")).toBeTruthy();
  });
});
