/** Property-test runs: 1 000 in the normal test command, 100 000 under `npm run fuzz`. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
