/** DATA-AUTHFORM-1, LIMIT-DEVICE-1: deviceType 9 for a phone or tablet, 8 for anything else. */
export type DeviceType = 8 | 9;

const MOBILE =
  /Android|iPhone|iPad|iPod|Mobile|Windows Phone|HarmonyOS|OpenHarmony|BlackBerry|BB10|Opera Mini|IEMobile|Silk|Kindle|webOS|Tablet/i;

/**
 * iPadOS 13+ sends a desktop Safari user agent; only touch support tells it apart from a Mac,
 * so the browser passes navigator.maxTouchPoints when it has it.
 */
export const deviceTypeFromUserAgent = (ua: string, maxTouchPoints?: number): DeviceType => {
  if (typeof ua !== "string") return 8;
  if (MOBILE.test(ua)) return 9;
  if (/Macintosh/i.test(ua) && typeof maxTouchPoints === "number" && maxTouchPoints > 1) return 9;
  return 8;
};

/** What a caller that has no user agent (the CLI's --device) says it is. */
export type DeviceKind = "mobile" | "desktop";

/** DATA-AUTHFORM-1, LIMIT-DEVICE-1 for a named kind: a phone or tablet is 9, anything else 8. */
export const deviceTypeOf = (kind: DeviceKind): DeviceType => (kind === "mobile" ? 9 : 8);

/**
 * The X-Device header for a device type: one classifier (deviceTypeFromUserAgent) decides both,
 * so an iPad or a HarmonyOS tablet never sends type 9 with "web" (ADR-0041).
 */
export const deviceLabelFor = (type: DeviceType): "h5" | "web" => (type === 9 ? "h5" : "web");

const OPERATING_SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/HarmonyOS|OpenHarmony/i, "HarmonyOS"],
  [/iPad/i, "iPad"],
  [/iPhone/i, "iPhone"],
  [/iPod/i, "iPod"],
  [/Android/i, "Android"],
  [/Windows Phone/i, "Windows Phone"],
  [/Windows/i, "Windows"],
  [/CrOS/i, "ChromeOS"],
  [/Macintosh|Mac OS X/i, "macOS"],
  [/Linux/i, "Linux"],
];

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/MicroMessenger/i, "WeChat"],
  [/Edg(?:e|A|iOS)?\//i, "Edge"],
  [/OPR\/|Opera/i, "Opera"],
  [/SamsungBrowser/i, "Samsung Internet"],
  [/Firefox|FxiOS/i, "Firefox"],
  [/Chrome|CriOS|Chromium/i, "Chrome"],
  [/Safari/i, "Safari"],
];

/**
 * A human-readable device name for the server's session list, e.g. "iPhone Safari". Built
 * only from fixed words, so nothing from the user agent itself reaches the server.
 */
export const deviceNameFromUserAgent = (ua: string, maxTouchPoints?: number): string => {
  if (typeof ua !== "string" || ua === "") return "Unknown";
  const ipadAsMac = /Macintosh/i.test(ua) && typeof maxTouchPoints === "number" && maxTouchPoints > 1;
  const os = ipadAsMac ? "iPad" : (OPERATING_SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? "Unknown");
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  return browser === undefined ? os : `${os} ${browser}`;
};
