import { resolveLocale } from "../../../core/locale/resolve-locale";
import type { Locale } from "../../../core/locale/supported-locales";
import { splitLocation } from "../../routes/route-path";
import { DEFAULT_FIRST_SCREEN, firstScreenKey, type FirstScreenKey } from "./first-screen";
import { LOGIN_TYPE_VARIANTS } from "../../routes/login-types";

/**
 * The HTML's own inline script (built into an IIFE by scripts/prerender.mjs, allowed by its CSP
 * hash): before anything is painted it makes #root show the first screen the hash asks for, in the
 * language the app will use, so React hydrates that markup instead of replacing it.
 */

export interface BootInputs {
  readonly hash: string;
  readonly search: string;
  readonly storedLocale: string | null;
  readonly browserLanguages: readonly string[];
  /** The language this HTML file was rendered in (`<html lang>`). */
  readonly documentLocale: string;
  /**
   * navigator.onLine === false: the service worker has only index.html, so another language's
   * file cannot be loaded; the app then renders in the right language itself.
   */
  readonly offline?: boolean;
  /** The tab a log-in address without a type opens on (web/routes/login-types.ts, ADR-0441). */
  readonly untypedLoginTab?: string;
}

export type BootChoice =
  /** This file is another language's: load the right one before showing anything. */
  | { readonly kind: "other-locale"; readonly locale: Locale }
  | { readonly kind: "screen"; readonly locale: Locale; readonly key: FirstScreenKey }
  /** No prerendered markup for this route: a neutral skeleton until the app renders. */
  | { readonly kind: "none"; readonly locale: Locale };

/** The in-hash location, as web/routes/hash-location.ts reads it. */
export const hashToLocation = (hash: string): string => {
  const raw = hash.replace(/^#/, "");
  return raw.startsWith("/") ? raw : `/${raw}`;
};

/** The app's language at start (query `lang` inside the hash, then before it, then storage, then browser). */
export function bootLocale(inputs: Omit<BootInputs, "documentLocale">): Locale {
  const location = hashToLocation(inputs.hash);
  const queryLang =
    new URLSearchParams(splitLocation(location).search).get("lang") ??
    new URLSearchParams(inputs.search).get("lang");
  return resolveLocale({
    queryLang,
    stored: inputs.storedLocale,
    browserLanguages: inputs.browserLanguages,
  });
}

export function chooseFirstScreen(inputs: BootInputs): BootChoice {
  const locale = bootLocale(inputs);
  if (locale !== inputs.documentLocale)
    return inputs.offline ? { kind: "none", locale } : { kind: "other-locale", locale };
  const key = firstScreenKey(hashToLocation(inputs.hash), locale, inputs.untypedLoginTab);
  return key === null ? { kind: "none", locale } : { kind: "screen", locale, key };
}

/**
 * Id of the element holding a prerendered screen other than the one #root already holds: a
 * `<script type="text/html">`, parsed only when it is the one shown (ADR-0445).
 */
export const screenMarkupId = (key: FirstScreenKey | "none"): string => `first-screen-${key}`;

/** The type of those elements: the HTML parser skips their text instead of building it. */
export const SCREEN_MARKUP_TYPE = "text/html";

/** The prerendered file of a language, next to index.html. */
export const localeIndexFile = (locale: string): string => `index.${locale}.html`;

/** What the boot script leaves on `<html data-first-screen>` for web/main.tsx. */
export const FIRST_SCREEN_ATTRIBUTE = "firstScreen";

/** The `location.hash` that markup was chosen for (`<html data-first-hash>`). */
export const FIRST_HASH_ATTRIBUTE = "firstHash";

export interface BootDocument {
  readonly root: { replaceChildren(...nodes: Node[]): void } | null;
  /** The markup of a prerendered screen, parsed now into a fragment; null if the page has none. */
  screenMarkup(id: string): Node | null;
  mark(value: string): void;
  goTo(url: string): void;
}

/** Applies a choice: swaps #root's content for the chosen screen, or moves to the right language. */
export function applyFirstScreen(
  choice: BootChoice,
  doc: BootDocument,
  location: { search: string; hash: string },
) {
  const show = (key: FirstScreenKey | "none") => {
    const markup = doc.screenMarkup(screenMarkupId(key));
    if (markup && doc.root) doc.root.replaceChildren(markup);
  };
  if (choice.kind === "other-locale") {
    // Nothing of the wrong language may show while the right file loads.
    show("none");
    doc.mark("none");
    doc.goTo(`./${localeIndexFile(choice.locale)}${location.search}${location.hash}`);
    return;
  }
  if (choice.kind === "none") {
    show("none");
    doc.mark("none");
    return;
  }
  if (choice.key !== DEFAULT_FIRST_SCREEN) show(choice.key);
  doc.mark(choice.key);
}

/** `<template id>` holding the app's module script and its modulepreloads (scripts/prerender.mjs). */
export const APP_SCRIPTS_TEMPLATE = "app-scripts";

/**
 * When the boot script starts the app's scripts (ADR-0450). Over a screen the HTML shows whole (the
 * landing; the log-in, whose fields take typing before the app), on the visitor's first sign of use:
 * nothing the app does at load would change what is seen, and on a slow phone its evaluation and
 * hydration were most of the page's main-thread work (4.4× Supabase Auth UI's at 4× CPU). Over a
 * skeleton form, no markup or a member's log-in (the app shows who is logged in), at once: only the
 * app can fill it. A file of another language is left before anything runs.
 */
export const appStart = (choice: BootChoice, member = false): "on-intent" | "now" | "never" =>
  choice.kind === "other-locale"
    ? "never"
    : choice.kind === "screen" && wholeInHtml(choice.key) && !(member && choice.key !== DEFAULT_FIRST_SCREEN)
      ? "on-intent"
      : "now";

/** The landing, and the log-in on the tabs whose fields the HTML carries (not its assistant or host cards). */
const wholeInHtml = (key: FirstScreenKey): boolean =>
  key === DEFAULT_FIRST_SCREEN ||
  key === "login" ||
  Object.values(LOGIN_TYPE_VARIANTS).some((variant) => key === `login-${variant}`);

/** The events that wake the app: a person is using the page (Lighthouse and crawlers send none). */
export const INTENT_EVENTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
] as const;
