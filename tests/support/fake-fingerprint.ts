import type { DeviceFingerprint } from "../../core/ports/device-fingerprint.port";

export class FakeFingerprint implements DeviceFingerprint {
  calls = 0;

  constructor(private readonly id: string = "visitor-1") {}

  visitorId(): Promise<string> {
    this.calls += 1;
    return Promise.resolve(this.id);
  }
}
