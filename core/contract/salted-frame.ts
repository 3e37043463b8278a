/** Base64 of OpenSSL's "Salted__" header, which every CryptoJS passphrase frame starts with. */
export const SALTED_FRAME_PREFIX = "U2FsdGVkX1";

/**
 * Whether `text` can be a CryptoJS passphrase frame at all. Without the salt header CryptoJS derives
 * the key with a fresh random salt, so such input decrypts to random bytes that are now and then
 * valid UTF-8 (a plain JSON frame once came back as "VH"): callers refuse it before decrypting.
 * Its own file so the local server (which loads crypto-js's barrel) shares the rule with the client.
 */
export const isSaltedFrame = (text: string): boolean => text.startsWith(SALTED_FRAME_PREFIX);
