/**
 * Reads a device type and a human-readable name from a user agent. Adapter-local because the
 * core's rules/device-type.ts did not exist yet when this was written; swap to it once it does.
 * Tablets count as mobile (9): SPEC §3 says "9 for mobile/tablet, 8 otherwise". iPadOS reports a
 * Mac user agent, so touch points decide there.
 */
export type DeviceType = 8 | 9;

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|HarmonyOS|OpenHarmony|Silk|Kindle|Opera Mini|IEMobile/i;

export function deviceTypeFrom(userAgent: string, maxTouchPoints = 0): DeviceType {
  if (MOBILE_UA.test(userAgent)) return 9;
  // iPadOS 13+ desktop-mode UA: "Macintosh" with a touch screen.
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 9;
  return 8;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/EdgA?\/|Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/MicroMessenger\//, "WeChat"],
  [/UCBrowser\//, "UC Browser"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/CriOS\/|Chrome\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/HarmonyOS|OpenHarmony/, "HarmonyOS"],
  [/Android/, "Android"],
  [/iPad/, "iPadOS"],
  [/iPhone|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Macintosh|Mac OS X/, "macOS"],
  [/Linux/, "Linux"],
];

/** "Chrome on Android", "Safari on iPadOS", "Browser on Unknown OS" when nothing matches. */
export function deviceNameFrom(userAgent: string, maxTouchPoints = 0): string {
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1] ?? "Browser";
  let system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1] ?? "Unknown OS";
  if (system === "macOS" && maxTouchPoints > 1) system = "iPadOS";
  return `${browser} on ${system}`;
}
