// @vitest-environment happy-dom
import { signal } from "@preact/signals-react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useSignalValue } from "../../../../web/shell/reactivity/signal-value";

afterEach(cleanup);

describe("useSignalValue", () => {
  it("renders the current value, follows each change, and renders nothing for a write of the same value", () => {
    const source = signal({ title: "first" });
    let renders = 0;
    function Title() {
      renders += 1;
      return <h1>{useSignalValue(source).title}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole("heading").textContent).toBe("first");
    const afterMount = renders;
    act(() => {
      source.value = { title: "second" };
    });
    expect(screen.getByRole("heading").textContent).toBe("second");
    const afterChange = renders;
    expect(afterChange).toBeGreaterThan(afterMount);
    act(() => {
      source.value = source.peek();
    });
    expect(renders).toBe(afterChange);
  });

  it("catches a write made between its render and its effect (an earlier component's effect)", () => {
    const source = signal("before");
    function Writer() {
      useEffect(() => {
        source.value = "after";
      }, []);
      return null;
    }
    function Label() {
      return <p>{useSignalValue(source)}</p>;
    }
    render(
      <>
        <Writer />
        <Label />
      </>,
    );
    expect(screen.getByText("after")).toBeTruthy();
  });
});
