// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserResume } from "../../../web/chat/chat-link";

const setVisibility = (value: DocumentVisibilityState) =>
  Object.defineProperty(document, "visibilityState", { value, configurable: true });

// Back to the document's own getter: the next test file may share this document (ADR-0397).
afterEach(() => Reflect.deleteProperty(document, "visibilityState"));

describe("browserResume", () => {
  it("calls back when the network comes back and when the tab is shown again, not when hidden", () => {
    const resume = vi.fn();
    const stop = browserResume(resume);
    dispatchEvent(new Event("online"));
    expect(resume).toHaveBeenCalledTimes(1);
    setVisibility("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(resume).toHaveBeenCalledTimes(1);
    setVisibility("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(resume).toHaveBeenCalledTimes(2);
    stop();
    dispatchEvent(new Event("online"));
    document.dispatchEvent(new Event("visibilitychange"));
    expect(resume).toHaveBeenCalledTimes(2);
  });
});
