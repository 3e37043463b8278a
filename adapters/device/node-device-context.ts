/**
 * The CLI's device info: a desktop (8) unless `--device mobile` says otherwise, named after the
 * OS, id = the stored CLI visitor id.
 */
import type { DeviceContext } from "../../core/ports/device-context.port";
import type { DeviceFingerprint } from "../../core/ports/device-fingerprint.port";
import type { DeviceType } from "../../core/rules/device-type";
import type { DeviceInfo } from "../../core/sso/sso-api.port";

export class NodeDeviceContext implements DeviceContext {
  constructor(
    private readonly fingerprint: DeviceFingerprint,
    private readonly platform: string = process.platform,
    private readonly deviceType: DeviceType = 8,
  ) {}

  async deviceInfo(): Promise<DeviceInfo> {
    return {
      version: 2,
      deviceId: await this.fingerprint.visitorId(),
      deviceName: `cli on ${this.platform}`,
      deviceType: this.deviceType,
    };
  }
}
