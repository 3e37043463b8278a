/**
 * The chat cipher key the local server, the web build and the CLI use unless configured otherwise
 * (CHAT_CIPHER_KEY; docs/architecture.md). Shipping it is fine: the cipher is protocol
 * compatibility, not a security control (see Cipher). Its own file, so the server and the web's
 * configuration can name it without loading crypto-js.
 */
export const DEFAULT_CHAT_CIPHER_KEY = "lumen-dev-chat-key";
