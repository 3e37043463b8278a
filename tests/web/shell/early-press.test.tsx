// @vitest-environment happy-dom
// What was pressed in a part of the prerendered page before the app was live is pressed again, once,
// when that part is hydrated; a part with nothing pressed presses nothing.
import { cleanup, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { EARLY_PRESSED } from "../../../web/shell/prerender/early-clicks";
import { useEarlyPress } from "../../../web/shell/early-press";

afterEach(cleanup);

function Part({ marked, onPress }: { marked: boolean; onPress: (which: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEarlyPress(ref);
  const mark = marked ? { [EARLY_PRESSED]: "" } : {};
  return (
    <div ref={ref}>
      <button type="button" onClick={() => onPress("email")} {...mark}>
        Email
      </button>
      <button type="button" onClick={() => onPress("phone")}>
        Phone
      </button>
    </div>
  );
}

describe("useEarlyPress", () => {
  it("presses the marked control once and forgets the mark", () => {
    const presses: string[] = [];
    const { container, rerender } = render(<Part marked onPress={(which) => presses.push(which)} />);
    rerender(<Part marked={false} onPress={(which) => presses.push(which)} />);
    expect(presses).toEqual(["email"]);
    expect(container.querySelector(`[${EARLY_PRESSED}]`)).toBeNull();
  });

  it("presses nothing when nothing was pressed early", () => {
    const presses: string[] = [];
    render(<Part marked={false} onPress={(which) => presses.push(which)} />);
    expect(presses).toEqual([]);
  });
});
