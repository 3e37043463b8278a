/**
 * Symmetric cipher for chat socket frames. It exists for compatibility with the server's wire
 * protocol; it is not a security control (the key ships to every client).
 */
export interface Cipher {
  encrypt(plain: string): string;
  /** Null when the text cannot be decrypted with the configured key. */
  decrypt(cipherText: string): string | null;
}
