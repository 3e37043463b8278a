// How many e2e files run at once. Each concurrently running worker gets its own local server
// (picked by VITEST_POOL_ID), so faults and server config set by one file never reach another;
// the Chromium is shared. E2E_WORKERS=1 runs files one by one (for debugging).
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
