// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StateIcon } from "../../../../web/components/feedback/state-icon";
import { CreatorNotice } from "../../../../web/screens/creator/creator-notice";

afterEach(cleanup);

const glyph = (container: HTMLElement) => container.querySelector("svg path")?.getAttribute("d");

describe("StateIcon", () => {
  it("draws waiting (an application under review) as its own glyph, not the warning's", () => {
    const pending = render(<StateIcon state="pending" />).container;
    const pendingGlyph = glyph(pending);
    cleanup();
    const warning = render(<StateIcon state="warning" />).container;
    expect(pendingGlyph).toBeTruthy();
    expect(pendingGlyph).not.toBe(glyph(warning));
  });

  it("gives a pending creator notice the pending icon and tone", () => {
    const { container } = render(<CreatorNotice tone="pending" title="Under review" />);
    expect(container.querySelector(".creator-notice--pending .state-icon--pending")).not.toBeNull();
  });
});
