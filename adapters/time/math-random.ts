import type { Random } from "../../core/ports/random.port";

/** Math.random behind the Random port: ids need uniqueness, not unpredictability. */
export class MathRandom implements Random {
  next(): number {
    return Math.random();
  }
}

/** A hex id of `length` characters from a Random source (used for local visitor ids). */
export function randomHex(random: Random, length = 32): string {
  let out = "";
  for (let i = 0; i < length; i++) out += Math.floor(random.next() * 16).toString(16);
  return out;
}
