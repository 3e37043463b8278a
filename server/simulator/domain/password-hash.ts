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
 * free for file I/O.
 *
 * The rest wait in one queue per client, served in turn (round robin): a client with 300 logins
 * waiting delays another client's login by at most one hash per client ahead of it in the turn,
 * not by its whole backlog.
 */
const MAX_PARALLEL_HASHES = 2;
let running = 0;
const queues = new Map<string, (() => void)[]>();

/** Starts the next waiting hash, taking clients in turn. */
function startNext(): boolean {
  // A Map iterates in insertion order: the first key is the client whose turn it is.
  const first = queues.entries().next();
  if (first.done === true) return false;
  const [client, queue] = first.value;
  const next = queue.shift();
  queues.delete(client);
  // Back of the line for this client's next one.
  if (queue.length > 0) queues.set(client, queue);
  next?.();
  return next !== undefined;
}

async function slot<T>(client: string, work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_HASHES) {
    await new Promise<void>((resolve) => {
      const queue = queues.get(client);
      if (queue) queue.push(resolve);
      else queues.set(client, [resolve]);
    });
  } else running += 1;
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line (running stays the same), or free it.
    if (!startNext()) running -= 1;
  }
}

function derive(
  client: string,
  password: BinaryLike,
  salt: Buffer,
  length: number,
  cost: number,
): Promise<Buffer> {
  return slot(
    client,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, length, { N: cost }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** `client` is whose turn in the hash queue this is (the per-client limit key). */
export async function hashPassword(password: string, client: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(client, password, salt, KEY_LENGTH, N);
  return `scrypt$${N}$${salt.toString("hex")}$${hash.toString("hex")}`;
}

/** False for a wrong password and for a stored value that isn't a hash we can check. */
export async function verifyPassword(password: string, stored: string, client: string): Promise<boolean> {
  const [scheme, cost, saltHex, hashHex] = stored.split("$");
  if (scheme !== "scrypt" || !cost || !saltHex || !hashHex) return false;
  const n = Number(cost);
  // A power of two within what the default 32 MiB scrypt memory cap allows.
  if (!Number.isInteger(n) || n < 2 || n > 2 ** 15 || (n & (n - 1)) !== 0) return false;
  const expected = Buffer.from(hashHex, "hex");
  if (expected.length === 0) return false;
  const actual = await derive(client, password, Buffer.from(saltHex, "hex"), expected.length, n);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
