import CryptoJS from "crypto-js";
import { isSaltedFrame } from "../../../adapters/cipher/salted-frame";

/**
 * Frame encoding of the chat protocol: CryptoJS AES with a passphrase (OpenSSL salted base64).
 * Compatibility with the client, not secrecy: the key ships to every browser.
 */
export function encryptFrame(message: unknown, key: string): string {
  return CryptoJS.AES.encrypt(JSON.stringify(message), key).toString();
}

/** The decrypted JSON value, or undefined for anything that isn't a frame under this key. */
export function decryptFrame(frame: string, key: string): unknown {
  if (!isSaltedFrame(frame)) return undefined;
  try {
    const text = CryptoJS.AES.decrypt(frame, key).toString(CryptoJS.enc.Utf8);
    if (text === "") return undefined;
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
