// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { lazyPart } from "../../../web/routes/lazy-part";
import { loadOnce } from "../../../web/routes/load-once";

/** A part whose download the test finishes by hand. */
function heldPart() {
  let arrive: (module: { Form: () => React.ReactNode }) => void = () => {};
  let calls = 0;
  const part = loadOnce(() => {
    calls += 1;
    return new Promise<{ Form: () => React.ReactNode }>((resolve) => (arrive = resolve));
  });
  return { part, arrive: (text: string) => arrive({ Form: () => <p>{text}</p> }), calls: () => calls };
}

afterEach(cleanup);

describe("lazyPart (ADR-0435)", () => {
  it("shows the fallback while the part is on its way, then the part", async () => {
    const held = heldPart();
    const Form = lazyPart(held.part, (m) => m.Form);
    render(
      <Suspense fallback={<p>skeleton</p>}>
        <Form />
      </Suspense>,
    );
    expect(screen.getByText("skeleton")).toBeTruthy();
    await act(async () => held.arrive("the form"));
    expect(screen.getByText("the form")).toBeTruthy();
  });

  it("renders a prefetched part in the first commit, without the fallback, from the one download", async () => {
    const held = heldPart();
    const prefetch = held.part.load();
    held.arrive("the form");
    await prefetch;
    const Form = lazyPart(held.part, (m) => m.Form);
    render(
      <Suspense fallback={<p>skeleton</p>}>
        <Form />
      </Suspense>,
    );
    expect(screen.queryByText("skeleton")).toBeNull();
    expect(screen.getByText("the form")).toBeTruthy();
    expect(held.calls()).toBe(1);
  });
});
