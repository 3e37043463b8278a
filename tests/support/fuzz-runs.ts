/**
 * Property-test runs (ADR-0283). Validators and codecs guard a boundary, so they keep 1 000 runs
 * in every test command; everything else runs 100 (fast-check's own default), enough to exercise
 * the property without dominating `npm run test:fast`. `npm run fuzz` sets FUZZ_RUNS=100000 for
 * both.
 */
const deep = process.env.FUZZ_RUNS === undefined ? null : Number(process.env.FUZZ_RUNS);

/** Validators and codecs (form rules, socket frames, query and callback parsing, phone formats). */
export const STRONG_RUNS = deep ?? 1000;

/** Every other property test. */
export const FUZZ_RUNS = deep ?? 100;
