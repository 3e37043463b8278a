/**
 * In-app browsers (chat and social apps' webviews) often block downloads and store links, so the
 * download page asks their users to reopen it in the real browser. Each rule is the marker the app
 * writes into its user agent; the list is ordered so the most specific marker wins (WeChat Work
 * before WeChat, for instance).
 */
const IN_APP_BROWSERS: readonly { readonly app: string; readonly pattern: RegExp }[] = [
  { app: "wecom", pattern: /wxwork\//i },
  { app: "wechat", pattern: /micromessenger\//i },
  // Mobile QQ writes " QQ/x.y"; the standalone QQ Browser (MQQBrowser) is a real browser.
  { app: "qq", pattern: /(^|[\s;(])QQ\/\d/ },
  { app: "weibo", pattern: /weibo/i },
  { app: "dingtalk", pattern: /dingtalk/i },
  { app: "alipay", pattern: /alipayclient/i },
  { app: "douyin", pattern: /aweme|bytedancewebview|musical_ly|trill/i },
  { app: "facebook", pattern: /\bFB_IAB\b|\bFBAN\/|\bFBAV\/|\bFBIOS\b/ },
  { app: "messenger", pattern: /\bMessenger\b|\bFBMS\b/ },
  { app: "instagram", pattern: /\binstagram\b/i },
  { app: "line", pattern: /\sLine\/\d/i },
  { app: "telegram", pattern: /telegram/i },
  { app: "twitter", pattern: /\bTwitter(?:Android)?\b/i },
  { app: "linkedin", pattern: /linkedinapp/i },
  { app: "snapchat", pattern: /snapchat/i },
  { app: "kakaotalk", pattern: /kakaotalk/i },
  { app: "naver", pattern: /naver\(inapp/i },
];

/** The in-app browser the page is running in, or null for an ordinary browser. */
export function detectInAppBrowser(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  return IN_APP_BROWSERS.find((rule) => rule.pattern.test(userAgent))?.app ?? null;
}

export const isInAppBrowser = (userAgent: string | null | undefined): boolean =>
  detectInAppBrowser(userAgent) !== null;
