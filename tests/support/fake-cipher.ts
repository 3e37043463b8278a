import type { Cipher } from "../../core/ports/cipher.port";

const PREFIX = "fake:";

/** A reversible stand-in for the AES frame cipher: base64 of the UTF-8 text behind a marker. */
export class FakeCipher implements Cipher {
  encrypt(plain: string): string {
    return PREFIX + Buffer.from(plain, "utf8").toString("base64");
  }

  decrypt(cipherText: string): string | null {
    if (!cipherText.startsWith(PREFIX)) return null;
    return Buffer.from(cipherText.slice(PREFIX.length), "base64").toString("utf8");
  }
}
