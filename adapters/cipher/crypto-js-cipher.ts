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
import { isSaltedFrame } from "../../core/contract/salted-frame";

export class CryptoJsCipher implements Cipher {
  constructor(private readonly key: string) {}

  encrypt(plain: string): string {
    return AES.encrypt(plain, this.key).toString();
  }

  /**
   * Null for anything not encrypted with our key: not a salted frame (salted-frame.ts: checked before
   * CryptoJS sees it), bad base64, wrong key (bad padding), non-UTF-8.
   */
  decrypt(cipherText: string): string | null {
    if (!isSaltedFrame(cipherText)) return null;
    try {
      const plain = AES.decrypt(cipherText, this.key).toString(Utf8);
      return plain === "" ? null : plain;
    } catch {
      return null;
    }
  }
}
