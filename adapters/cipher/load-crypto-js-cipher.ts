import type { Cipher } from "../../core/ports/cipher.port";

/**
 * Builds the cipher behind a dynamic import so crypto-js lands in its own chunk, fetched only when
 * the chat socket starts (it is not needed for the landing page or the auth flows).
 */
export async function loadCryptoJsCipher(key: string): Promise<Cipher> {
  const { CryptoJsCipher } = await import("./crypto-js-cipher");
  return new CryptoJsCipher(key);
}
