/**
 * `--verbose` prints, beside each traced response, the X-Request-Id the server sent with it, so a
 * smoke row or a failed step can be matched to the backend's log line for that exact call.
 */
import { describe, expect, it } from "vitest";
import { harnessForSuite } from "./support/cli-harness";

const h = harnessForSuite();

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

describe("--verbose and the server's request id", () => {
  it("every traced call of a smoke run shows its own X-Request-Id", async () => {
    const result = await h.run(["--verbose", "smoke"]);
    expect(result.code, result.stderr).toBe(0);
    const responses = result.stderr.split("\n").filter((line) => line.startsWith("← "));
    expect(responses.length).toBeGreaterThanOrEqual(10);
    const ids = responses.map((line) => new RegExp(`\\[X-Request-Id: (${UUID})\\]$`).exec(line)?.[1]);
    expect(
      ids.filter((id) => id === undefined),
      responses.join("\n"),
    ).toEqual([]);
    // One id per exchange: a backend log search for it finds exactly this call.
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("without --verbose nothing is traced", async () => {
    const result = await h.run(["countries"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain("X-Request-Id");
  });
});
