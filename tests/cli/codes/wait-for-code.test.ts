import { describe, expect, it } from "vitest";
import { waitForCode, type CodeReaders } from "../../../cli/codes/code-source";
import { cliCapabilities } from "../../../cli/runtime/cli-capabilities";
import { FakeClock } from "../../support/fake-clock";
import { MemoryKeyValueStore } from "../../support/memory-key-value-store";

/** A `cmd:` source whose command prints nothing until its `arrivesOnLook`-th run, then the code. */
function readersAnswering(arrivesOnLook: number) {
  const looks: number[] = [];
  const clock = new FakeClock(0);
  const readers: CodeReaders = {
    baseUrl: "http://127.0.0.1:1/api",
    fetch: globalThis.fetch,
    timeoutMs: 1_000,
    exec: async () => {
      looks.push(clock.now());
      return looks.length >= arrivesOnLook ? { ok: true, stdout: "482913\n" } : { ok: true, stdout: "" };
    },
  };
  // The time the command's services give it: each pause moves the fake clock on at once.
  const { now, wait } = cliCapabilities(new MemoryKeyValueStore(), clock);
  const waitAndMove = (ms: number) => {
    const waited = wait(ms);
    clock.advance(ms);
    return waited;
  };
  return { readers, looks, timing: { now, wait: waitAndMove } };
}

describe("waitForCode on the services' now() and wait() (ADR-0430)", () => {
  it("looks again every everyMs until the code arrives", async () => {
    const { readers, looks, timing } = readersAnswering(3);
    const found = await waitForCode(
      { kind: "cmd", command: "print-code" },
      { to: "a@example.com" },
      readers,
      {
        ...timing,
        waitMs: 10_000,
        everyMs: 500,
      },
    );
    expect(found).toMatchObject({ code: "482913" });
    expect(looks).toEqual([0, 500, 1_000]);
  });

  it("gives up once waitMs has passed, the last pause cut to what was left", async () => {
    const { readers, looks, timing } = readersAnswering(Number.POSITIVE_INFINITY);
    const found = await waitForCode(
      { kind: "cmd", command: "print-code" },
      { to: "a@example.com" },
      readers,
      {
        ...timing,
        waitMs: 1_200,
        everyMs: 500,
      },
    );
    expect(found).toBeNull();
    expect(looks).toEqual([0, 500, 1_000, 1_200]);
  });
});
