/** A stable visitor id for this device (X-Hc-Uid). Implementations cache it for 3 days. */
export interface DeviceFingerprint {
  visitorId(): Promise<string>;
}
