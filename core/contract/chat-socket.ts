/**
 * The chat socket's side of the contract (API-CALLS-1 chat): where it lives on the API's host, and how
 * frames are wrapped. Frames are CryptoJS AES passphrase texts, which always start with the salted
 * header (salted-frame.ts); the key is configured (CHAT_CIPHER_KEY) or the default one
 * (default-chat-key.ts).
 */
export const CHAT_SOCKET_PATH = "/ws/echo";
