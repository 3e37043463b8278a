import { CryptoJsCipher } from "../../adapters/cipher/crypto-js-cipher";

/**
 * Frame encoding of the chat protocol, through the clients' own cipher (CryptoJS AES with a
 * passphrase, OpenSSL salted base64), so both sides refuse the same frames. Compatibility with the
 * client, not secrecy: the key ships to every browser.
 */
export function encryptFrame(message: unknown, key: string): string {
  return new CryptoJsCipher(key).encrypt(JSON.stringify(message));
}

/** The decrypted JSON value, or undefined for anything that isn't a frame under this key. */
export function decryptFrame(frame: string, key: string): unknown {
  const text = new CryptoJsCipher(key).decrypt(frame);
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
