import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from "node:crypto";

// scrypt with a per-password salt, stored as "scrypt$N$saltHex$hashHex" so parameters can change
// later. N = 16384 (2^14), r = 8, p = 1 (Node's defaults): 16 MiB and ~50 ms of CPU per hash, which
// makes a leaked data file costly to crack. The async `crypto.scrypt` runs on libuv's thread pool
// (4 threads by default), so hashing never blocks the event loop: static files and other API
// calls keep being served while logins queue for the pool.
const N = 16384;
const KEY_LENGTH = 32;

function derive(password: BinaryLike, salt: Buffer, length: number, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, { N: cost }, (error, key) => (error ? reject(error) : resolve(key)));
  });
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
