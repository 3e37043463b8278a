import { readFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "../../../core/locale/supported-locales";
import {
  firstScreenKey,
  firstScreenNamespaces,
  firstScreens,
} from "../../../web/shell/prerender/first-screen";
import { ROUTE_MANIFEST } from "../../../web/routes/route-manifest";
import { canonicalLocation, prefetchListFor, ROUTES } from "../../../web/routes/route-table";

const LOCALES_DIR = fileURLToPath(new URL("../../../locales/", import.meta.url));
const SKELETONS = new Set(["landing", "auth", "member", "document"]);
/** The shell renders with `common`; the CLI's and the server's text is never a screen's. */
const NOT_A_SCREEN_NAMESPACE = new Set(["common", "cli", "server"]);

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const titlesOf = (locale: string): Record<string, unknown> => {
  const common = readJson(path.join(LOCALES_DIR, locale, "common.json"));
  return isRecord(common) && isRecord(common.title) ? common.title : {};
};

/**
 * What a manifest entry must carry for the shell to show it in every language: a skeleton shape, a
 * title written in every locale, and the namespaces its screen renders with (each a file in every
 * locale). Read as untyped data, as a JavaScript caller could write it.
 */
function entryProblems(name: string, entry: unknown): string[] {
  if (!isRecord(entry)) return [`${name}: not an entry`];
  const problems: string[] = [];
  if (typeof entry.skeleton !== "string" || !SKELETONS.has(entry.skeleton))
    problems.push(`${name}: no skeleton shape`);
  const title = typeof entry.title === "string" ? /^common:title\.(\w+)$/.exec(entry.title)?.[1] : undefined;
  if (title === undefined) problems.push(`${name}: no common:title.* key`);
  else
    for (const locale of SUPPORTED_LOCALES)
      if (typeof titlesOf(locale)[title] !== "string") problems.push(`${name}: title missing in ${locale}`);
  if (!Array.isArray(entry.namespaces)) problems.push(`${name}: no namespaces (write [] for none)`);
  else
    for (const ns of entry.namespaces) {
      if (typeof ns !== "string" || NOT_A_SCREEN_NAMESPACE.has(ns)) {
        problems.push(`${name}: ${String(ns)} is not a screen namespace`);
        continue;
      }
      for (const locale of SUPPORTED_LOCALES)
        if (!existsSync(path.join(LOCALES_DIR, locale, `${ns}.json`)))
          problems.push(`${name}: namespace ${ns} missing in ${locale}`);
    }
  if (typeof entry.screen !== "function") problems.push(`${name}: no lazy screen`);
  return problems;
}

describe("the route manifest", () => {
  it("gives every route a skeleton, a title in all seven languages, its namespaces and its screen", () => {
    const problems = Object.entries(ROUTE_MANIFEST).flatMap(([name, entry]) => entryProblems(name, entry));
    expect(problems).toEqual([]);
  });

  it("the check above refuses an entry without a skeleton, a title or namespaces", () => {
    const { skeleton: _s, title: _t, namespaces: _n, ...bare } = ROUTE_MANIFEST.download;
    expect(entryProblems("bare", bare)).toEqual([
      "bare: no skeleton shape",
      "bare: no common:title.* key",
      "bare: no namespaces (write [] for none)",
    ]);
    expect(
      entryProblems("untitled", { ...ROUTE_MANIFEST.download, title: "common:title.nowhere" }),
    ).toContain("untitled: title missing in ja");
    expect(entryProblems("cliText", { ...ROUTE_MANIFEST.download, namespaces: ["cli"] })).toEqual([
      "cliText: cli is not a screen namespace",
    ]);
  });

  it("gives no two routes the same pattern and names only routes that exist as prefetch sources", () => {
    const patterns = ROUTES.flatMap((route) => route.paths.map((p) => p.toLowerCase()));
    expect(new Set(patterns).size).toBe(patterns.length);
    const names = new Set<string>(ROUTES.map((route) => route.name));
    const sources = ROUTES.flatMap((route) => route.entry.prefetchFrom ?? []);
    expect(sources.filter((source) => !names.has(source))).toEqual([]);
  });

  it("names as back targets only routes with an address of their own (no required parameter)", () => {
    const broken = ROUTES.filter(
      (route) => route.entry.back !== undefined && canonicalLocation(route.entry.back) === null,
    );
    expect(broken.map((route) => route.name)).toEqual([]);
    expect(ROUTES.find((route) => route.name === "signup")?.meta.back).toBe("/signup-verify");
  });

  it("derives the idle prefetch from the landing: the log-in and sign-up forms", () => {
    expect(prefetchListFor("home")).toEqual(["/login", "/signup-verify"]);
    expect(prefetchListFor("download")).toEqual([]);
  });

  it("derives where a route lives without parameters, and none where one is required", () => {
    expect(canonicalLocation("login")).toBe("/login");
    expect(canonicalLocation("authError")).toBe("/auth-error");
    expect(canonicalLocation("privacy")).toBeNull();
  });

  it("derives the prerendered first screens and their text from the entries' prerender settings", () => {
    expect(firstScreens()).toEqual({
      home: "/home",
      login: "/login",
      "login-assistant": "/login?assistant=1",
      "login-host": "/login?host=1",
      "login-phone-code": "/login/sms",
      "login-email-password": "/login/email",
      signup: "/signup",
      signupVerify: "/signup-verify",
      forgot: "/forgot",
      unlock: "/unlock",
    });
    expect(firstScreenNamespaces()).toEqual(["common", "landing", "auth", "validation", "errors"]);
    // Every prerendered location picks its own template back.
    for (const [key, location] of Object.entries(firstScreens()))
      expect(firstScreenKey(location, "en-US")).toBe(key);
  });
});
