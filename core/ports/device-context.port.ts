import type { DeviceInfo } from "../sso/sso-api.port";

/**
 * What the backend wants to know about this device on login and registration. The browser derives
 * it from the user agent and the fingerprint; the CLI from the OS.
 */
export interface DeviceContext {
  deviceInfo(): Promise<DeviceInfo>;
}
