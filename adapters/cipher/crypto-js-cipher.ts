/**
 * The chat socket's frame cipher: CryptoJS AES in passphrase mode, which yields OpenSSL "Salted__"
 * base64 — the format the chat server speaks. This is protocol compatibility, NOT security: the key
 * ships in every client bundle, so anyone can read or forge frames. Only the aes and enc-utf8
 * modules are imported (not the crypto-js barrel) to keep the chunk small; load this file through
 * `load-crypto-js-cipher.ts` so the browser fetches it only when the chat socket starts.
 */
import AES from "crypto-js/aes";
import Utf8 from "crypto-js/enc-utf8";
import type { Cipher } from "../../core/ports/cipher.port";

/** Base64 of OpenSSL's "Salted__" header, which every frame we encrypt starts with. */
const SALTED_FRAME_PREFIX = "U2FsdGVkX1";

export class CryptoJsCipher implements Cipher {
  constructor(private readonly key: string) {}

  encrypt(plain: string): string {
    return AES.encrypt(plain, this.key).toString();
  }

  /**
   * Null for anything not encrypted with our key: not a salted frame, bad base64, wrong key (bad
   * padding), non-UTF-8. A frame without the salt header is refused before CryptoJS sees it: CryptoJS
   * would derive the key with a fresh random salt, so such input decrypted to random bytes that were
   * now and then valid UTF-8 (a plain JSON frame once came back as "VH").
   */
  decrypt(cipherText: string): string | null {
    if (!cipherText.startsWith(SALTED_FRAME_PREFIX)) return null;
    try {
      const plain = AES.decrypt(cipherText, this.key).toString(Utf8);
      return plain === "" ? null : plain;
    } catch {
      return null;
    }
  }
}
