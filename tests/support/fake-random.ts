import type { Random } from "../../core/ports/random.port";

/** Replays a fixed sequence of floats in [0, 1), cycling, so generated values are predictable. */
export class FakeRandom implements Random {
  private index = 0;

  constructor(private readonly sequence: readonly number[] = [0.1, 0.5, 0.9, 0.3, 0.7]) {}

  next(): number {
    const value = this.sequence[this.index % this.sequence.length] ?? 0;
    this.index += 1;
    return value;
  }
}
