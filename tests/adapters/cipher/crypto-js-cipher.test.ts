import { createDecipheriv, createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CryptoJsCipher } from "../../../adapters/cipher/crypto-js-cipher";
import { loadCryptoJsCipher } from "../../../adapters/cipher/load-crypto-js-cipher";

const KEY = "lumen-dev-chat-key";

/** OpenSSL EVP_BytesToKey with MD5, one iteration: what CryptoJS passphrase mode uses. */
function evpBytesToKey(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  let derived: Buffer = Buffer.alloc(0);
  let block: Buffer = Buffer.alloc(0);
  while (derived.length < 48) {
    block = createHash("md5")
      .update(Buffer.concat([block, passphrase, salt]))
      .digest();
    derived = Buffer.concat([derived, block]);
  }
  return { key: derived.subarray(0, 32), iv: derived.subarray(32, 48) };
}

/** An independent decryption of the documented format (OpenSSL salted base64, AES-256-CBC). */
function opensslDecrypt(frame: string, passphrase: string): string {
  const raw = Buffer.from(frame, "base64");
  expect(raw.subarray(0, 8).toString("latin1")).toBe("Salted__");
  const { key, iv } = evpBytesToKey(Buffer.from(passphrase, "utf8"), raw.subarray(8, 16));
  const decipher = createDecipheriv("aes-256-cbc", key, iv);
  return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString("utf8");
}

describe("CryptoJsCipher", () => {
  const cipher = new CryptoJsCipher(KEY);

  it("round-trips any text", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: "grapheme" }), (text) => {
        expect(cipher.decrypt(cipher.encrypt(text))).toBe(text);
      }),
      { numRuns: 50 },
    );
  });

  it("produces the documented OpenSSL salted base64 that a non-CryptoJS peer can read", () => {
    const message = JSON.stringify({ type: "CLI_HEARTBEAT", time: 1_700_000_000_000 });
    const frame = cipher.encrypt(message);
    expect(frame.startsWith("U2FsdGVkX1")).toBe(true);
    expect(opensslDecrypt(frame, KEY)).toBe(message);
  });

  it("salts each frame, so equal messages encrypt differently", () => {
    expect(cipher.encrypt("same")).not.toBe(cipher.encrypt("same"));
  });

  it("answers null for garbage, an empty frame or plain JSON, and never the plaintext for a wrong key", () => {
    const frame = cipher.encrypt('{"type":"SRV_SUCCESS_AUTH"}');
    // AES-CBC has no MAC: with a random salt, a wrong key passes the padding check now and then and
    // yields bytes that happen to be UTF-8. What must hold is that it never yields the message; the
    // frame schema then ignores the garbage.
    expect(new CryptoJsCipher("other-key").decrypt(frame)).not.toBe('{"type":"SRV_SUCCESS_AUTH"}');
    expect(cipher.decrypt("not base64 at all!!")).toBeNull();
    expect(cipher.decrypt("")).toBeNull();
    expect(cipher.decrypt('{"type":"SRV_HEARTBEAT"}')).toBeNull();
  });

  it("answers null for any frame without the salt header, every time (no random key derived for it)", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.startsWith("U2FsdGVkX1")),
        (text) => {
          expect(cipher.decrypt(text)).toBeNull();
        },
      ),
      { numRuns: 2000 },
    );
    for (let i = 0; i < 2000; i++) expect(cipher.decrypt('{"type":"SRV_HEARTBEAT"}')).toBeNull();
  });

  it("can be loaded lazily through a dynamic import", async () => {
    const lazy = await loadCryptoJsCipher(KEY);
    expect(cipher.decrypt(lazy.encrypt("hello"))).toBe("hello");
  });
});
