/**
 * The browser's device info for login and registration: type and name from the user agent (the
 * core's rules decide both), device id = the fingerprint's visitor id (DATA-AUTHFORM-1).
 */
import type { DeviceContext } from "../../core/ports/device-context.port";
import type { DeviceFingerprint } from "../../core/ports/device-fingerprint.port";
import type { DeviceInfo } from "../../core/sso/sso-api.port";
import {
  deviceLabelFor,
  deviceNameFromUserAgent,
  deviceTypeFromUserAgent,
} from "../../core/rules/device-type";

export interface NavigatorLike {
  readonly userAgent: string;
  readonly maxTouchPoints?: number;
}

export class BrowserDeviceContext implements DeviceContext {
  constructor(
    private readonly fingerprint: DeviceFingerprint,
    private readonly navigator: () => NavigatorLike = () => globalThis.navigator,
  ) {}

  async deviceInfo(): Promise<DeviceInfo> {
    const nav = this.navigator();
    const userAgent = typeof nav?.userAgent === "string" ? nav.userAgent : "";
    const touch = typeof nav?.maxTouchPoints === "number" ? nav.maxTouchPoints : 0;
    return {
      version: 2,
      deviceId: await this.fingerprint.visitorId(),
      deviceName: deviceNameFromUserAgent(userAgent, touch),
      deviceType: deviceTypeFromUserAgent(userAgent, touch),
    };
  }
}

/** "h5" on phones and tablets, "web" on desktops: the X-Device header value for this browser. */
export function browserDeviceLabel(nav: NavigatorLike | undefined = globalThis.navigator): "h5" | "web" {
  return deviceLabelFor(nav ? deviceTypeFromUserAgent(nav.userAgent, nav.maxTouchPoints ?? 0) : 8);
}
