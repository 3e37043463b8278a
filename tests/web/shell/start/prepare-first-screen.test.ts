import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settleFirstScreen } from "../../../../web/shell/start/first-screen-route";
import { prefetchLocation } from "../../../../web/shell/start/prefetch-screens";

const firstScreenRoute = (location: string, locale: string) => settleFirstScreen(location, locale).route;
/** As the entry starts the first screen's downloads: `present`, the namespaces the HTML carries. */
const prepareFirstScreen = (location: string, locale: string, present: readonly string[] = []) =>
  prefetchLocation(location, { locale: () => locale, hasNamespace: (ns) => present.includes(ns) });

const loads = vi.hoisted(() => ({ chunks: [] as string[], namespaces: [] as string[][] }));

// The real chunks are whole screens; here each records that it was asked for. The namespaces are
// the real manifest's.
vi.mock("../../../../web/routes/screen-registry", () => {
  const chunkNames: Record<string, string> = { home: "landing", login: "auth", download: "download" };
  return {
    screenChunkOf: (name: string) => ({
      load: () => {
        loads.chunks.push(chunkNames[name] ?? name);
        return Promise.resolve({ default: () => null });
      },
    }),
  };
});
vi.mock("../../../../web/i18n/locale-loader", () => ({
  preloadNamespaces: (lng: string, namespaces: readonly string[]) =>
    loads.namespaces.push([lng, ...namespaces]),
}));

describe("settleFirstScreen's route", () => {
  it("follows redirects to the screen that will render", () => {
    expect(firstScreenRoute("/", "en-US")).toBe("home");
    expect(firstScreenRoute("/landing?groupLink=g", "en-US")).toBe("home");
    expect(firstScreenRoute("/no/such/page", "en-US")).toBe("home");
    expect(firstScreenRoute("/login?redirect=%2Fmine", "en-US")).toBe("login");
    expect(firstScreenRoute("/privacyPolicy", "ja")).toBe("privacy");
  });

  it("knows no screen yet for a protected route (it depends on the login state)", () => {
    expect(firstScreenRoute("/mine", "en-US")).toBeNull();
  });
});

describe("the first screen's downloads", () => {
  let made: unknown[][];
  beforeEach(() => {
    made = [];
    loads.chunks = [];
    loads.namespaces = [];
    const Real = Intl.NumberFormat;
    // Counts the formatters built; everything else about Intl stays the real one.
    class Counting extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        made.push(args);
        super(...args);
      }
    }
    vi.stubGlobal("Intl", Object.create(Intl, { NumberFormat: { value: Counting } }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("starts the landing's chunk and text at once, and builds no number format (the figures come written)", () => {
    prepareFirstScreen("/home?lang=ja", "ja");
    expect(loads.chunks).toEqual(["landing"]);
    expect(loads.namespaces).toEqual([["ja", "landing"]]);
    expect(made).toEqual([]);
  });

  it("prepares /home when the visitor arrives on / or an unknown path", () => {
    prepareFirstScreen("/", "ko");
    prepareFirstScreen("/no/such/page", "en-AU");
    expect(loads.chunks).toEqual(["landing", "landing"]);
    expect(loads.namespaces).toEqual([
      ["ko", "landing"],
      ["en-AU", "landing"],
    ]);
  });

  it("leaves out the namespaces the prerendered HTML already brought", () => {
    prepareFirstScreen("/login", "zh-TW", ["auth", "errors"]);
    expect(loads.namespaces).toEqual([["zh-TW", "validation"]]);
  });

  it("starts another screen's chunk and namespaces", () => {
    prepareFirstScreen("/login", "zh-TW");
    expect(loads.chunks).toEqual(["auth"]);
    expect(loads.namespaces).toEqual([["zh-TW", "auth", "validation", "errors"]]);
    expect(made).toEqual([]);
  });

  it("waits for the login state before preparing a protected screen", () => {
    prepareFirstScreen("/mine", "ru");
    expect(loads.chunks).toEqual([]);
    expect(loads.namespaces).toEqual([]);
  });
});
