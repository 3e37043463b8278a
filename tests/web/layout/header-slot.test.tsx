// @vitest-environment happy-dom
import { signal } from "@preact/signals-react";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HeaderSlotProvider, useHeader, type HeaderOverrides } from "../../../web/layout/header-slot";

afterEach(cleanup);

function Screen({ overrides }: { overrides: HeaderOverrides }) {
  useHeader(overrides);
  return null;
}

function mount(overrides: HeaderOverrides) {
  const slot = signal<HeaderOverrides>({});
  const initial = slot.peek();
  const view = render(
    <HeaderSlotProvider value={slot}>
      <Screen overrides={overrides} />
    </HeaderSlotProvider>,
  );
  return { slot, initial, view };
}

describe("the header slot", () => {
  it("is not written when a screen asks for what it already holds (no header re-render)", () => {
    const { slot, initial, view } = mount({});
    expect(slot.peek()).toBe(initial);
    view.unmount();
    expect(slot.peek()).toBe(initial);
  });

  it("takes a screen's overrides and clears them when the screen goes", () => {
    const hideBack: HeaderOverrides = { hideBack: true };
    const { slot, view } = mount(hideBack);
    expect(slot.peek()).toBe(hideBack);
    view.rerender(
      <HeaderSlotProvider value={slot}>
        <Screen overrides={{ title: "Reset" }} />
      </HeaderSlotProvider>,
    );
    expect(slot.peek()).toEqual({ title: "Reset" });
    view.unmount();
    expect(slot.peek()).toEqual({});
  });
});
