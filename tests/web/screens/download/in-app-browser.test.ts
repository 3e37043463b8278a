import { describe, expect, it } from "vitest";
import { detectInAppBrowser, isInAppBrowser } from "../../../../web/screens/download/in-app-browser";

const UA = {
  wechat:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN",
  wecom:
    "Mozilla/5.0 (Linux; Android 12; V2145A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/98.0 Mobile Safari/537.36 wxwork/4.1.0 MicroMessenger/7.0.1",
  qq: "Mozilla/5.0 (Linux; Android 13; PGT-AN10) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0 Mobile Safari/537.36 V1_AND_SQ_8.9.80_4614_YYB_D QQ/8.9.80.12440 NetType/WIFI",
  qqBrowser:
    "Mozilla/5.0 (Linux; U; Android 12; zh-cn; V2145A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0 MQQBrowser/14.2 Mobile Safari/537.36",
  weibo:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone14,2__weibo__13.9.1__iphone__os16.6)",
  facebook:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0.0.31.105;FBBV/548146477;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS]",
  instagram:
    "Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 Instagram 312.0.0.32.112 Android",
  line: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.19.0",
  telegram:
    "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Telegram-Android/10.5.0",
  safari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  chrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
  headless:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0 Safari/537.36",
};

describe("detectInAppBrowser", () => {
  it.each([
    ["wechat", UA.wechat],
    ["wecom", UA.wecom],
    ["qq", UA.qq],
    ["weibo", UA.weibo],
    ["facebook", UA.facebook],
    ["instagram", UA.instagram],
    ["line", UA.line],
    ["telegram", UA.telegram],
  ])("recognises %s", (app, ua) => {
    expect(detectInAppBrowser(ua)).toBe(app);
    expect(isInAppBrowser(ua)).toBe(true);
  });

  it.each([
    ["Safari", UA.safari],
    ["desktop Chrome", UA.chrome],
    ["Chrome on Android", UA.chromeAndroid],
    ["the standalone QQ Browser", UA.qqBrowser],
    ["headless Chromium", UA.headless],
    ["an empty user agent", ""],
    ["no user agent", undefined],
  ])("leaves %s alone", (_name, ua) => {
    expect(detectInAppBrowser(ua)).toBeNull();
  });

  it("does not mistake words that merely contain a marker for an app", () => {
    expect(detectInAppBrowser("Mozilla/5.0 Pipeline/2.0 Chrome/120")).toBeNull();
  });
});
