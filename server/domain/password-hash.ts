import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

// scrypt with a per-password salt: slow enough to make a leaked data file costly to crack, fast
// enough (~50 ms) for tests. Stored as "scrypt$N$saltHex$hashHex" so parameters can change later.
const N = 16384;
const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N });
  return `scrypt$${N}$${salt.toString("hex")}$${hash.toString("hex")}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, cost, saltHex, hashHex] = stored.split("$");
  if (scheme !== "scrypt" || !cost || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, "hex");
  const actual = scryptSync(password, Buffer.from(saltHex, "hex"), expected.length, { N: Number(cost) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
