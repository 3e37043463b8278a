import { describe, expect, it } from "vitest";
import { BrowserDeviceContext, browserDeviceLabel } from "../../../adapters/device/browser-device-context";
import { NodeDeviceContext } from "../../../adapters/device/node-device-context";

const UA = {
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  windowsEdge:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
  linuxFirefox: "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0",
  wechatAndroid:
    "Mozilla/5.0 (Linux; Android 13; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47",
};

const fingerprint = { visitorId: async () => "fp-123" };

describe("BrowserDeviceContext", () => {
  it("reports version 2, the fingerprint as device id, and the UA-derived type and name", async () => {
    const context = new BrowserDeviceContext(fingerprint, () => ({
      userAgent: UA.androidChrome,
      maxTouchPoints: 5,
    }));
    expect(await context.deviceInfo()).toEqual({
      version: 2,
      deviceId: "fp-123",
      deviceName: "Android Chrome",
      deviceType: 9,
    });
  });

  it("passes touch points on, so an iPad with a Mac user agent counts as mobile", async () => {
    const context = new BrowserDeviceContext(fingerprint, () => ({
      userAgent: UA.macSafari,
      maxTouchPoints: 5,
    }));
    expect(await context.deviceInfo()).toMatchObject({ deviceName: "iPad Safari", deviceType: 9 });
    const desktop = new BrowserDeviceContext(fingerprint, () => ({
      userAgent: UA.macSafari,
      maxTouchPoints: 0,
    }));
    expect(await desktop.deviceInfo()).toMatchObject({ deviceName: "macOS Safari", deviceType: 8 });
  });

  it("copes with a missing navigator", async () => {
    const context = new BrowserDeviceContext(fingerprint, () => ({ userAgent: "" }));
    expect(await context.deviceInfo()).toMatchObject({ deviceName: "Unknown", deviceType: 8 });
  });

  it("decides deviceType and X-Device with one classifier: tablets are 9 with h5, never 9 with web", async () => {
    const tablets = [
      { userAgent: UA.macSafari, maxTouchPoints: 5 }, // iPadOS 13+ sends a Mac user agent
      {
        userAgent:
          "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      },
      {
        userAgent:
          "Mozilla/5.0 (Linux; OpenHarmony 4.1; HUAWEI MatePad Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1",
      },
      {
        userAgent:
          "Mozilla/5.0 (Linux; Android 12; HarmonyOS; BAH4-W09; HMSCore 6.13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Safari/537.36",
      },
    ];
    for (const nav of tablets) {
      expect(await new BrowserDeviceContext(fingerprint, () => nav).deviceInfo()).toMatchObject({
        deviceType: 9,
      });
      expect(browserDeviceLabel(nav)).toBe("h5");
    }
    for (const nav of [
      ...tablets,
      ...Object.values(UA).map((userAgent) => ({ userAgent, maxTouchPoints: 0 })),
    ]) {
      const { deviceType } = await new BrowserDeviceContext(fingerprint, () => nav).deviceInfo();
      expect(browserDeviceLabel(nav)).toBe(deviceType === 9 ? "h5" : "web");
    }
  });

  it("labels X-Device h5 on mobile and web on desktop", () => {
    expect(browserDeviceLabel({ userAgent: UA.iphoneSafari })).toBe("h5");
    expect(browserDeviceLabel({ userAgent: UA.windowsEdge, maxTouchPoints: 0 })).toBe("web");
  });
});

describe("NodeDeviceContext", () => {
  it("reports a desktop named after the platform", async () => {
    expect(await new NodeDeviceContext(fingerprint, "linux").deviceInfo()).toEqual({
      version: 2,
      deviceId: "fp-123",
      deviceName: "cli on linux",
      deviceType: 8,
    });
  });

  it("reports a phone when the CLI's --device mobile asks for one", async () => {
    expect(await new NodeDeviceContext(fingerprint, "linux", 9).deviceInfo()).toMatchObject({
      deviceType: 9,
    });
  });
});
