// Han characters differ between Simplified and Traditional Chinese, Japanese and Korean: each page
// is set in its own language's font, which the CJK fonts CI installs (fonts-noto-cjk) let us see.
// The renderer's own answer (CDP CSS.getPlatformFontsForNode), not the style sheet's text.
import { describe, expect, it } from "vitest";
import { appUrl, newContext } from "./support";

describe("each CJK language is set in its own font", () => {
  it.each([
    ["zh-CN", "Noto Sans CJK SC"],
    ["zh-TW", "Noto Sans CJK TC"],
    ["ja", "Noto Sans CJK JP"],
    ["ko", "Noto Sans CJK KR"],
  ])("%s: the log-in heading uses %s", async (locale, family) => {
    const context = await newContext({ locale });
    try {
      const page = await context.newPage();
      await page.goto(appUrl(`/login?lang=${locale}`));
      // The heading of the HTML in that language: the page's language is settled once it shows.
      await page.locator(`html[lang="${locale}"] h1`).waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      const { root } = await cdp.send("DOM.getDocument");
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      expect(fonts.map((font) => font.familyName)).toContain(family);
    } finally {
      await context.close();
    }
  });
});
