import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from "node:crypto";

// scrypt with a per-password salt, stored as "scrypt$N$saltHex$hashHex" so parameters can change
// later. N = 16384 (2^14), r = 8, p = 1 (Node's defaults): 16 MiB and ~50 ms of CPU per hash, which
// makes a leaked data file costly to crack. The async `crypto.scrypt` runs on libuv's thread pool
// (4 threads by default), so hashing never blocks the event loop: static files and other API
// calls keep being served while logins queue for the pool.
const N = 16384;
const KEY_LENGTH = 32;

/**
 * At most this many hashes run at once. libuv's pool (4 threads) also does every file read and
 * write: with 50 logins queued there, a static file or the data file's fsync waited behind all of
 * them (a plain GET / took seconds). Two hashes keep both cores busy and leave two pool threads
 * free for file I/O; the rest wait here, in arrival order.
 */
const MAX_PARALLEL_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line (running stays the same), or free it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: BinaryLike, salt: Buffer, length: number, cost: number): Promise<Buffer> {
  return slot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, length, { N: cost }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, KEY_LENGTH, N);
  return `scrypt$${N}$${salt.toString("hex")}$${hash.toString("hex")}`;
}

/** False for a wrong password and for a stored value that isn't a hash we can check. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, saltHex, hashHex] = stored.split("$");
  if (scheme !== "scrypt" || !cost || !saltHex || !hashHex) return false;
  const n = Number(cost);
  // A power of two within what the default 32 MiB scrypt memory cap allows.
  if (!Number.isInteger(n) || n < 2 || n > 2 ** 15 || (n & (n - 1)) !== 0) return false;
  const expected = Buffer.from(hashHex, "hex");
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(saltHex, "hex"), expected.length, n);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
