/** Randomness through a port so generated ids are reproducible in tests. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
}
