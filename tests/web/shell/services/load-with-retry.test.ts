import { describe, expect, it } from "vitest";
import { loadWithRetry } from "../../../../web/shell/services/load-with-retry";

const noWait = () => Promise.resolve();

describe("loading a chunk with retries", () => {
  it("returns the module once a later attempt succeeds", async () => {
    let calls = 0;
    const load = async () => {
      calls++;
      if (calls < 3) throw new Error("chunk request failed");
      return "module";
    };
    await expect(loadWithRetry(load, [1, 1], noWait)).resolves.toBe("module");
    expect(calls).toBe(3);
  });

  it("gives up with the last error after the configured retries, so the caller can show an error", async () => {
    let calls = 0;
    const load = async () => {
      calls++;
      throw new Error(`failure ${calls}`);
    };
    await expect(loadWithRetry(load, [1, 1], noWait)).rejects.toThrow("failure 3");
    expect(calls).toBe(3);
  });
});
