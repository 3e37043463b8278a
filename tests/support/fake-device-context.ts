import type { DeviceContext } from "../../core/ports/device-context.port";
import type { DeviceInfo } from "../../core/sso/sso-api.port";

export const FAKE_DEVICE: DeviceInfo = {
  version: 2,
  deviceId: "device-1",
  deviceName: "test-runner",
  deviceType: 8,
};

export class FakeDeviceContext implements DeviceContext {
  constructor(private readonly info: DeviceInfo = FAKE_DEVICE) {}

  deviceInfo(): Promise<DeviceInfo> {
    return Promise.resolve(this.info);
  }
}
