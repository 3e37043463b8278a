import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  deviceLabelFor,
  deviceNameFromUserAgent,
  deviceTypeFromUserAgent,
  deviceTypeOf,
} from "../../../core/rules/device-type";
import { naughtyStrings } from "../../support/corpora";
import { FUZZ_RUNS } from "../../support/fuzz-runs";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  ipadDesktop:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0",
  wechat:
    "Mozilla/5.0 (Linux; Android 12; HarmonyOS; ELS-AN00) AppleWebKit/537.36 Chrome/99 Mobile Safari/537.36 MicroMessenger/8.0",
};

describe("deviceTypeFromUserAgent", () => {
  it("says 9 for phones and tablets", () => {
    for (const ua of [UA.iphone, UA.android, UA.androidTablet, UA.wechat])
      expect(deviceTypeFromUserAgent(ua), ua).toBe(9);
  });

  it("says 8 for desktops and for an empty agent", () => {
    expect(deviceTypeFromUserAgent(UA.windows)).toBe(8);
    expect(deviceTypeFromUserAgent(UA.ipadDesktop)).toBe(8);
    expect(deviceTypeFromUserAgent("")).toBe(8);
  });

  it("recognises an iPad that sends a Mac agent by its touch points", () => {
    expect(deviceTypeFromUserAgent(UA.ipadDesktop, 5)).toBe(9);
    expect(deviceTypeFromUserAgent(UA.ipadDesktop, 0)).toBe(8);
  });

  it("always answers 8 or 9", () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.integer()), (ua, touch) => {
        expect([8, 9]).toContain(deviceTypeFromUserAgent(ua, touch ?? undefined));
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});

describe("deviceNameFromUserAgent", () => {
  it("names system and browser with fixed words", () => {
    expect(deviceNameFromUserAgent(UA.iphone)).toBe("iPhone Safari");
    expect(deviceNameFromUserAgent(UA.android)).toBe("Android Chrome");
    expect(deviceNameFromUserAgent(UA.windows)).toBe("Windows Edge");
    expect(deviceNameFromUserAgent(UA.wechat)).toBe("HarmonyOS WeChat");
    expect(deviceNameFromUserAgent(UA.ipadDesktop, 5)).toBe("iPad Safari");
    expect(deviceNameFromUserAgent("")).toBe("Unknown");
  });

  it("never copies text from the agent", () => {
    for (const ua of naughtyStrings()) expect(deviceNameFromUserAgent(ua)).toMatch(/^[A-Za-z ]+$/);
  });
});

describe("deviceTypeOf (the CLI's --device)", () => {
  it("names the same type and label a phone's or a desktop's user agent gets", () => {
    expect(deviceTypeOf("mobile")).toBe(deviceTypeFromUserAgent(UA.iphone));
    expect(deviceTypeOf("desktop")).toBe(8);
    expect(deviceLabelFor(deviceTypeOf("mobile"))).toBe("h5");
    expect(deviceLabelFor(deviceTypeOf("desktop"))).toBe("web");
  });
});
