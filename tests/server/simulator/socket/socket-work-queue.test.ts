import { describe, expect, it } from "vitest";
import { SocketWorkQueue } from "../../../../server/simulator/socket/socket-work-queue";

/** Keeps the thread busy for `ms`, as decrypting a large frame does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("the server-wide socket work queue", () => {
  it("refuses work past its byte bound and takes it again once drained", async () => {
    const queue = new SocketWorkQueue(10_000, 25, () => performance.now());
    const ran: number[] = [];
    expect(queue.add(6_000, () => ran.push(1))).toBe(true);
    expect(queue.add(6_000, () => ran.push(2))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toEqual([1]);
    expect(queue.add(6_000, () => ran.push(3))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toEqual([1, 3]);
  });

  it("spends at most its share of the event loop and lets other callbacks run between batches", async () => {
    const queue = new SocketWorkQueue(1_000_000, 25, () => performance.now());
    const jobs = 120;
    let done = 0;
    const finished = new Promise<void>((resolve) => {
      for (let i = 0; i < jobs; i += 1)
        queue.add(100, () => {
          busy(2);
          done += 1;
          if (done === jobs) resolve();
        });
    });
    // Stands in for HTTP: how long does a timer wait for its turn while the queue drains?
    const waits: number[] = [];
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      waits.push(now - last);
      last = now;
    }, 1);
    const started = performance.now();
    await finished;
    clearInterval(ticker);
    const wall = performance.now() - started;
    // 240 ms of work at 25 ms per 100 ms cannot finish in under ~900 ms.
    expect(wall).toBeGreaterThan(800);
    // A batch is 4 ms plus the job that crosses it; the other engineers' builds add outliers, so
    // the 95th percentile is what is held to it.
    waits.sort((a, b) => a - b);
    expect(waits[Math.floor(waits.length * 0.95)]).toBeLessThan(20);
  });
});
