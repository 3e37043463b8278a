// The landing page (/home): anchor navigation to every section on desktop and phone, the
// statistics, the server's notices and Android version, the language switch changing every text
// and persisting, and the remark → groupLink copy.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANDING_SECTIONS } from "../../web/layout/landing-sections";
import {
  HERO_ART_FIGURES,
  LANDING_AMOUNT_FORMAT,
  LANDING_STATS,
  LANDING_STATS_FORMAT,
} from "../../web/screens/landing/landing-content";
import {
  apiOk,
  appUrl,
  collectConsoleErrors,
  ENTRY_SCRIPT,
  holdRequests,
  newContext,
  openPage,
  serverUrl,
  setFault,
} from "./support";
import { allTexts, documentTitle, expectRoute, text } from "./shell-steps";

const L = "en-US";
const common = (key: string, locale = L) => text(locale, "common", key);
const landing = (key: string, locale = L) => text(locale, "landing", key);

/** True when the section's top edge sits in the top part of the viewport (scrolled to). */
const sectionAtTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => {
    const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
    const atEnd = Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 1;
    // The last section may be too short to reach the top: then the page is scrolled to its end.
    return (top >= -2 && top < innerHeight / 3) || (atEnd && top < innerHeight);
  }, id);

describe("landing anchors", () => {
  it("scroll to every section from the header navigation (desktop)", async () => {
    const page = await openPage("/home", { locale: L });
    const nav = page.getByRole("navigation", { name: common("landingNav.label") });
    const headerFade = () =>
      page
        .locator(".landing-header")
        .evaluate((el) => getComputedStyle(el).getPropertyValue("--header-fade").trim());
    expect(await headerFade()).toBe("0");
    // From the last to the first, so every click has to move the page.
    for (const section of [...LANDING_SECTIONS].reverse()) {
      await nav.getByRole("link", { name: common(section.labelKey), exact: true }).click();
      await expect.poll(() => sectionAtTop(page, section.id), { timeout: 10_000 }).toBe(true);
      // Focus follows to the section's heading (its copy, when a staged render replaces the
      // section after the jump); the route stays /home.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest("section")?.id), { timeout: 5_000 })
        .toBe(section.id);
      expect(new URL(page.url()).hash).toBe("#/home");
      // The header's background is opaque once scrolled past its 360 px fade, clear at the top.
      await expect.poll(headerFade, { timeout: 10_000 }).toBe(section.id === "home" ? "0" : "1");
    }
    const year = new Date().getFullYear();
    await page.getByRole("contentinfo").getByText(`© 2018–${year} Lumen`).waitFor();
  });

  it("scroll to every section from the phone menu", async () => {
    const page = await openPage("/home", { locale: L, viewport: "phone" });
    for (const section of [...LANDING_SECTIONS].reverse()) {
      await page.getByRole("button", { name: common("menu.open") }).click();
      const drawer = page.getByRole("dialog", { name: common("landingNav.label") });
      await drawer.getByRole("link", { name: common(section.labelKey), exact: true }).click();
      await drawer.waitFor({ state: "hidden" });
      await expect.poll(() => sectionAtTop(page, section.id), { timeout: 10_000 }).toBe(true);
    }
  });
});

describe("landing anchors while the page is still arriving", () => {
  it("reach a section clicked before the landing's code has arrived", async () => {
    // The worker (registered at load) would answer the chunk past the delay.
    const context = await newContext({ locale: L, serviceWorkers: "block" });
    // The landing screen's chunk arrives late, so the header's navigation is there first.
    await context.route(/\/assets\/landing\.screen-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // And the entry until the click has landed: Playwright's move to the link wakes the app first,
    // which could otherwise be live by the press (it was, once, on a loaded machine).
    const entry = await holdRequests(context, ENTRY_SCRIPT);
    const page = await context.newPage();
    await page.goto(appUrl("/home"), { waitUntil: "commit" });
    const nav = page.getByRole("navigation", { name: common("landingNav.label") });
    await nav.getByRole("link", { name: common("landingNav.creators"), exact: true }).click();
    // The sections are the HTML's own, unfolded at the press (ADR-0450); the app is not live yet.
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    await entry.release();
    await expect.poll(() => sectionAtTop(page, "creators"), { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest("section")?.id)).toBe("creators");
  });

  it("stay on the section when the notices above it arrive after the jump", async () => {
    await setFault({ path: "/public/announcement/all", delayMs: 2_500 });
    const page = await openPage("/home", { locale: L, reducedMotion: "no-preference" });
    const nav = page.getByRole("navigation", { name: common("landingNav.label") });
    await nav.getByRole("link", { name: common("landingNav.download"), exact: true }).click();
    await expect.poll(() => sectionAtTop(page, "download"), { timeout: 10_000 }).toBe(true);
    // The list replaces its three skeleton rows with the server's notices: the page grows above.
    const notices = await apiOk<{ title: string }[]>("/public/announcement/all");
    const items = page
      .getByRole("region", { name: landing("notices.title") })
      .locator(".notices__item-title");
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(Math.min(5, notices.length));
    await expect.poll(() => sectionAtTop(page, "download"), { timeout: 5_000 }).toBe(true);
  });
});

describe("landing data", () => {
  it("shows the statistics, the server's notices and its Android version", async () => {
    const page = await openPage("/home", { locale: L });
    const stats = page.getByRole("region", { name: landing("stats.title") });
    for (const stat of LANDING_STATS) {
      const label = stats.getByText(landing(`stats.${stat.id}`), { exact: true });
      await label.waitFor();
      const value = await label.evaluate((dt) => dt.nextElementSibling?.textContent ?? "");
      const formatted =
        new Intl.NumberFormat(L, { notation: "compact", maximumFractionDigits: 1 }).format(stat.value) +
        stat.suffix;
      expect(value).toBe(formatted);
    }

    // What the local server answers, in the page's language.
    const notices = await apiOk<{ title: string }[]>("/public/announcement/all");
    const noticeList = page.getByRole("region", { name: landing("notices.title") }).getByRole("listitem");
    await expect
      .poll(() => noticeList.locator(".notices__item-title").allInnerTexts(), { timeout: 10_000 })
      .toEqual(notices.map((n) => n.title));

    const android = await apiOk<{ versionName: string; downloadUrl?: string }>("/version/getAndroidVersion");
    const apk = page.getByRole("link", { name: new RegExp(landing("download.targets.apk.label")) });
    await apk.getByText(landing("download.version").replace("{{version}}", android.versionName)).waitFor();
    expect(await apk.getAttribute("href")).toBe(android.downloadUrl);
    expect(collectConsoleErrors(page)).toEqual([]);
  });

  it("asks for the notices on a phone only as the visitor scrolls toward them (ADR-0536)", async () => {
    const context = await newContext({ locale: L, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/public/announcement/all")) asked.push(request.url());
    });
    await page.goto(appUrl("/home"), { waitUntil: "load" });
    await page.mouse.move(1, 1);
    await page.mouse.move(2, 2);
    // The Android version is asked for on the visit itself (SPEC: "Visiting home fetches Android
    // version info"): once it is shown, the services are in and the landing has asked for all it asks.
    const apk = page.getByRole("link", { name: new RegExp(landing("download.targets.apk.label")) });
    await expect
      .poll(() => apk.textContent(), { timeout: 15_000 })
      .not.toContain(landing("download.versionLoading"));
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    const notices = page.getByRole("region", { name: landing("notices.title") });
    // Its designed loading look stands in meanwhile.
    expect(await notices.locator("[aria-busy=true] .skeleton").count()).toBeGreaterThan(0);
    await notices.scrollIntoViewIfNeeded();
    await notices.locator(".notices__item-title").first().waitFor({ timeout: 10_000 });
    expect(asked).toHaveLength(1);
    await context.close();
  });

  it("copies the groupLink of an encoded remark into the query", async () => {
    const remark = encodeURIComponent(JSON.stringify({ groupLink: "grp-2048", other: 1 }));
    const page = await openPage(`/home?remark=${remark}&lang=${L}`, { locale: L });
    const route = await expectRoute(page, /[?&]groupLink=grp-2048(&|$)/);
    const query = new URLSearchParams(route.split("?")[1]);
    expect(query.get("remark")).toBe(JSON.stringify({ groupLink: "grp-2048", other: 1 }));
    expect(query.get("lang")).toBe(L);
  });

  it("leaves the query alone when the remark is not JSON", async () => {
    const page = await openPage("/home?remark=not-json", { locale: L });
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(new URL(page.url()).hash).toBe("#/home?remark=not-json");
  });
});

describe("landing language switch", () => {
  /** Landing and shell texts of `from` that read differently in `to` (long enough to search for). */
  const differing = (from: string, to: string) =>
    ["landing", "common"].flatMap((ns) => {
      const target = allTexts(to, ns);
      return [...allTexts(from, ns)]
        .filter(([key, value]) => value.length >= 4 && !value.includes("{{") && target.get(key) !== value)
        .map(([, v]) => v);
    });

  it("changes every visible text and keeps the choice after a reload", async () => {
    const page = await openPage("/home", { locale: L });
    const h1 = page.getByRole("heading", { level: 1 });
    await expect.poll(() => h1.innerText(), { timeout: 10_000 }).toBe(landing("hero.title"));
    // Located by class: the region's accessible name changes with the language.
    const notices = page.locator(".notices__item-title");
    await notices.first().waitFor();
    const englishNotices = await notices.allInnerTexts();

    await page
      .getByRole("combobox", { name: common("language.label") })
      .first()
      .selectOption("ja");
    await expect.poll(() => h1.innerText(), { timeout: 10_000 }).toBe(landing("hero.title", "ja"));
    expect(await page.title()).toBe(documentTitle("ja", "home"));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ja");
    // The server's notices come back in the new language too.
    const jaNotices = await apiOk<{ title: string }[]>("/public/announcement/all", {
      headers: { "Accept-Language": "ja" },
    });
    await expect
      .poll(() => notices.allInnerTexts(), { timeout: 10_000 })
      .toEqual(jaNotices.map((n) => n.title));
    expect(jaNotices.map((n) => n.title)).not.toEqual(englishNotices);

    const visible = await page.locator("body").innerText();
    const leftOver = differing(L, "ja").filter((s) => visible.includes(s));
    expect(leftOver).toEqual([]);
    // The illustration's figures are written the Japanese way too (1.2万, not 12.4K).
    const art = page.locator(".hero-art");
    expect(await art.locator(".hero-art__viewers").innerText()).toBe(
      `◉ ${new Intl.NumberFormat("ja", LANDING_STATS_FORMAT).format(HERO_ART_FIGURES.viewers)}`,
    );
    expect(await art.locator(".hero-art__card-value").innerText()).toBe(
      `+ ${new Intl.NumberFormat("ja", LANDING_AMOUNT_FORMAT).format(HERO_ART_FIGURES.reward)} LMN`,
    );

    await page.reload();
    await expect.poll(() => h1.innerText(), { timeout: 10_000 }).toBe(landing("hero.title", "ja"));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ja");
    // The choice is in the address too, so a reload or a shared link keeps it (ADR-0383).
    expect(page.url()).toBe(serverUrl("/#/home?lang=ja"));
  });
});
