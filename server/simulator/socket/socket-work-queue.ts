/**
 * One queue for every chat socket's frame work (decrypting, answering), server-wide (ADR-0470). It
 * runs on its own turns of the event loop and spends at most `workMs` of each 100 ms on frames, so
 * HTTP requests keep the rest however many sockets send; what waits is bounded in bytes, and a
 * frame that would go past the bound is refused (its socket is closed by the caller).
 */
export class SocketWorkQueue {
  private readonly jobs: { run: () => void; bytes: number }[] = [];
  private head = 0;
  private queued = 0;
  private scheduled = false;
  private windowStart = 0;
  private spent = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly maxBytes: number,
    private readonly workMs: number,
    /** Elapsed time for the work budget (performance.now in the server). */
    private readonly elapsed: () => number,
  ) {}

  /** Queues `run`; false when the queue is full (nothing queued). */
  add(bytes: number, run: () => void): boolean {
    if (this.queued + bytes > this.maxBytes) return false;
    this.jobs.push({ run, bytes });
    this.queued += bytes;
    this.schedule(0);
    return true;
  }

  private schedule(delayMs: number): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // setImmediate runs after the I/O callbacks already waiting, so HTTP goes between batches.
    if (delayMs <= 0) setImmediate(() => this.drain());
    else {
      this.timer = setTimeout(() => this.drain(), delayMs);
      this.timer.unref();
    }
  }

  private drain(): void {
    this.scheduled = false;
    const sliceStart = this.elapsed();
    if (sliceStart - this.windowStart >= 100) {
      this.windowStart = sliceStart;
      this.spent = 0;
    }
    // One batch is a few ms at most, then the loop gets a turn.
    const sliceEnd = sliceStart + Math.min(4, this.workMs - this.spent);
    while (this.head < this.jobs.length && this.elapsed() < sliceEnd) {
      const job = this.jobs[this.head];
      this.head += 1;
      if (!job) break;
      this.queued -= job.bytes;
      job.run();
    }
    this.spent += this.elapsed() - sliceStart;
    if (this.head > 1024 && this.head * 2 > this.jobs.length) {
      this.jobs.splice(0, this.head);
      this.head = 0;
    }
    if (this.head >= this.jobs.length) return;
    // Out of this window's budget: wait for the next window.
    const wait = this.spent >= this.workMs ? this.windowStart + 100 - this.elapsed() : 0;
    this.schedule(wait);
  }

  /** Drops what waits (server shutting down). */
  clear(): void {
    clearTimeout(this.timer);
    this.scheduled = false;
    this.jobs.length = 0;
    this.head = 0;
    this.queued = 0;
  }
}
