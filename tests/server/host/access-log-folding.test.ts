// ADR-0422: a client refused over and over (429, too many requests in flight) costs one access line
// per second, not one per refusal; every other line is written as before.
import { describe, expect, it } from "vitest";
import { consoleLog } from "../../../server/host/access-log";
import type { AccessEntry } from "../../../server/host/server-log";

const entry = (client: string, status: number, n = 0): AccessEntry => ({
  method: "POST",
  path: "/api/sso/loginByEmail",
  status,
  durationMs: 1,
  requestId: `r${n}`,
  client,
});

function logWithManualTimers() {
  const lines: string[] = [];
  const timers: (() => void)[] = [];
  const log = consoleLog(
    "info",
    false,
    (line) => lines.push(line),
    () => undefined,
    () => new Date("2026-11-26T07:00:00.000Z"),
    (run) => void timers.push(run),
  );
  const endWindows = () => timers.splice(0).forEach((run) => run());
  return { log, lines, endWindows, parsed: () => lines.map((line) => JSON.parse(line)) };
}

describe("the access log folds a client's repeated refusals", () => {
  it("writes a client's first 429 in a window, counts the rest into one line when the window ends", () => {
    const { log, lines, endWindows, parsed } = logWithManualTimers();
    for (let n = 0; n < 500; n += 1) log.access!(entry("10.0.0.1", 429, n));
    expect(lines).toHaveLength(1);
    endWindows();
    expect(parsed()).toEqual([
      expect.objectContaining({ msg: "request", status: 429, client: "10.0.0.1", requestId: "r0" }),
      expect.objectContaining({
        msg: "refusals folded",
        client: "10.0.0.1",
        status: 429,
        count: 499,
        windowMs: 1000,
      }),
    ]);
    // A new window: the next refusal is written again.
    log.access!(entry("10.0.0.1", 429, 600));
    expect(parsed().at(-1)).toMatchObject({ msg: "request", requestId: "r600" });
  });

  it("never folds another client's refusals, other statuses, or a window with one refusal", () => {
    const { log, lines, endWindows, parsed } = logWithManualTimers();
    log.access!(entry("10.0.0.1", 429, 1));
    log.access!(entry("10.0.0.2", 429, 2));
    log.access!(entry("10.0.0.1", 200, 3));
    log.access!(entry("10.0.0.1", 503, 4));
    log.access!(entry("10.0.0.1", 499, 5));
    endWindows();
    expect(lines).toHaveLength(5);
    expect(parsed().map((line) => line.requestId)).toEqual(["r1", "r2", "r3", "r4", "r5"]);
  });
});
