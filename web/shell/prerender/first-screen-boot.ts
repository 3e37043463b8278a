import { resolveLocale } from "../../../core/locale/resolve-locale";
import type { Locale } from "../../../core/locale/supported-locales";
import { hashToLocation, splitLocation } from "../../routes/route-path";
import { DEFAULT_FIRST_SCREEN, firstScreenKey, type FirstScreenKey } from "./first-screen";
import { LOGIN_TYPE_VARIANTS } from "../../routes/login-types";

/**
 * The HTML's inline boot script's decisions (built into an IIFE by scripts/prerender.mjs, allowed by
 * its CSP hash): before the first paint, #root shows the screen the hash asks for in the language the
 * app will use, so React hydrates that markup instead of replacing it.
 */

export interface BootInputs {
  readonly hash: string;
  readonly search: string;
  readonly storedLocale: string | null;
  readonly browserLanguages: readonly string[];
  /** The language this HTML file was rendered in (`<html lang>`). */
  readonly documentLocale: string;
  /** Offline, another language's file cannot be loaded: the app renders in the right one itself. */
  readonly offline?: boolean;
  /** The tab a log-in address without a type opens on (ADR-0441). */
  readonly untypedLoginTab?: string;
}

export type BootChoice =
  /** This file is another language's: load the right one before showing anything. */
  | { readonly kind: "other-locale"; readonly locale: Locale }
  | { readonly kind: "screen"; readonly locale: Locale; readonly key: FirstScreenKey }
  /** No prerendered markup for this route: a neutral skeleton until the app renders. */
  | { readonly kind: "none"; readonly locale: Locale };

/** The app's language at start (query `lang` inside the hash, then before it, then storage, then browser). */
export function bootLocale(inputs: Omit<BootInputs, "documentLocale">): Locale {
  const queryLang =
    new URLSearchParams(splitLocation(hashToLocation(inputs.hash)).search).get("lang") ??
    new URLSearchParams(inputs.search).get("lang");
  return resolveLocale({ queryLang, stored: inputs.storedLocale, browserLanguages: inputs.browserLanguages });
}

export function chooseFirstScreen(inputs: BootInputs): BootChoice {
  const locale = bootLocale(inputs);
  if (locale !== inputs.documentLocale)
    return inputs.offline ? { kind: "none", locale } : { kind: "other-locale", locale };
  const key = firstScreenKey(hashToLocation(inputs.hash), locale, inputs.untypedLoginTab);
  return key === null ? { kind: "none", locale } : { kind: "screen", locale, key };
}

/** Id of the `<script type="text/html">` holding a screen other than #root's, parsed only when shown (ADR-0445). */
export const screenMarkupId = (key: FirstScreenKey | "none"): string => `first-screen-${key}`;
/** The HTML parser skips the text of such elements instead of building it. */
export const SCREEN_MARKUP_TYPE = "text/html";
/** The prerendered file of a language, next to index.html. */
export const localeIndexFile = (locale: string): string => `index.${locale}.html`;
/** `<html data-first-screen>`: which markup the boot script showed. */
export const FIRST_SCREEN_ATTRIBUTE = "firstScreen";
/** `<html data-first-hash>`: the `location.hash` that markup was chosen for. */
export const FIRST_HASH_ATTRIBUTE = "firstHash";
/** `<template id>` holding the app's module script and its modulepreloads (scripts/prerender.mjs). */
export const APP_SCRIPTS_TEMPLATE = "app-scripts";

export interface BootDocument {
  /** Shows the prerendered screen of that id, if the page has it, as #root in place of the landing. */
  show(id: string): void;
  mark(value: string): void;
  goTo(url: string): void;
}

/** Applies a choice: shows the chosen screen instead of the landing, or moves to the right language. */
export function applyFirstScreen(
  choice: BootChoice,
  doc: BootDocument,
  location: { search: string; hash: string },
) {
  const key = choice.kind === "screen" ? choice.key : "none";
  // Nothing of the wrong language may show while the right file loads.
  if (key !== DEFAULT_FIRST_SCREEN) doc.show(screenMarkupId(key));
  doc.mark(key);
  if (choice.kind === "other-locale")
    doc.goTo(`./${localeIndexFile(choice.locale)}${location.search}${location.hash}`);
}

/**
 * When the boot script starts the app's scripts (ADR-0450). Over a screen the HTML shows whole (the
 * landing; the log-in's tabs whose fields it carries), on the visitor's first sign of use: nothing the
 * app does at load would change what is seen, and on a slow phone its start was most of the page's
 * main-thread work. Over a skeleton, no markup or a member's log-in (only the app can fill those), at
 * once. A file of another language is left before anything runs.
 */
export const appStart = (choice: BootChoice, member = false): "on-intent" | "now" | "never" =>
  choice.kind === "other-locale"
    ? "never"
    : choice.kind === "screen" && wholeInHtml(choice.key) && !(member && choice.key !== DEFAULT_FIRST_SCREEN)
      ? "on-intent"
      : "now";

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
