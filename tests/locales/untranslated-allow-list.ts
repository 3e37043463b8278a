// Values a non-English locale may leave identical to en-US. Keep this short: every entry is a
// string that really is the same in every language.

/** Names and terms that stay in Latin script everywhere (products, platforms, standards). */
export const BRAND_TERMS = [
  "Lumen",
  "iOS",
  "Android",
  "APK",
  "VIVO",
  "Web3",
  "DeFi",
  "NFT",
  "AI",
  "App Store",
  "Google Play",
  "ID",
  "QR",
  "URL",
  "API",
  "SSO",
  "JSON",
  "HTTP",
  "WebSocket",
  "CLI",
  "PWA",
  "OK",
];

/** "namespace:key" entries allowed to match English, each with the reason. */
export const ALLOWED_KEYS: Record<string, string> = {
  // e.g. "common:brand": "the product name",
};
