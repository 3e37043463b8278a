// The inline boot script of the prerendered HTML (decisions in first-screen-boot.ts). Storage may be
// blocked (privacy modes): then the stored language and log-in tab simply do not count.
import { isLocale } from "../../../core/locale/supported-locales";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import {
  APP_SCRIPTS_TEMPLATE,
  appStart,
  applyFirstScreen,
  chooseFirstScreen,
  FIRST_HASH_ATTRIBUTE,
  FIRST_SCREEN_ATTRIBUTE,
  INTENT_EVENTS,
  SCREEN_MARKUP_TYPE,
} from "./first-screen-boot";
import { registerServiceWorker } from "../../pwa/register-service-worker";
import { EARLY_LANGUAGE, EARLY_PRESSABLE, EARLY_PRESSED, EARLY_SUBMIT } from "./early-clicks";
import { BELOW_THE_FOLD_CLASS } from "../../layout/landing-sections";
import { LIVE_FORM_KEY } from "../../components/form/live-form";
import { IDENTIFIER_HANDOFF_KEY, loginTabOf, untypedLoginTab } from "../../routes/login-types";
import { handoffChannelOf } from "./stored-handoff";

const html = document.documentElement;

/** An inert <template> parses markup the way the page's own parser would, without running anything. */
const parse = (markup: string) => {
  const parsed = document.createElement("template");
  parsed.innerHTML = markup;
  return parsed.content;
};
/** Puts an element's text, parsed, in its place: the <noscript> and screen markup the page carries. */
const unfold = (element: Element | null) => element?.replaceWith(parse(element.textContent ?? ""));

const read = (storage: () => Storage, key: string): string | null => {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
};
const choice = chooseFirstScreen({
  hash: location.hash,
  search: location.search,
  storedLocale: read(() => localStorage, STORAGE_KEYS.locale),
  browserLanguages: navigator.languages ?? [],
  documentLocale: html.lang,
  offline: navigator.onLine === false,
  untypedLoginTab: untypedLoginTab(
    loginTabOf(read(() => localStorage, STORAGE_KEYS.loginTab)),
    handoffChannelOf(read(() => sessionStorage, IDENTIFIER_HANDOFF_KEY)),
  ),
});
applyFirstScreen(
  choice,
  {
    // Before the landing's #root in the HTML: shown first, that one is parsed hidden (boot.css), never
    // laid out (on a slow phone that cost #/login more than its own layout), and gone once parsed.
    show: (id) => {
      const element = document.getElementById(id);
      if (!(element instanceof HTMLScriptElement && element.type === SCREEN_MARKUP_TYPE)) return;
      const root = Object.assign(document.createElement("div"), { id: "root" });
      root.append(parse(element.text));
      document.currentScript?.after(root);
      addEventListener("DOMContentLoaded", () => document.querySelectorAll("#root")[1]?.remove());
    },
    mark: (value) => {
      html.dataset[FIRST_SCREEN_ATTRIBUTE] = value;
      // The app hydrates that markup only if the visitor is still at this address.
      html.dataset[FIRST_HASH_ATTRIBUTE] = location.hash;
    },
    goTo: (url) => location.replace(url),
  },
  location,
);

/** Fresh copies of the template's modulepreloads and module script (cloned ones would not run). */
const startApp = () => {
  const scripts = document.getElementById(APP_SCRIPTS_TEMPLATE);
  if (!(scripts instanceof HTMLTemplateElement)) return;
  for (const source of Array.from(scripts.content.children)) {
    const element = document.createElement(source.tagName.toLowerCase());
    for (const attribute of Array.from(source.attributes))
      element.setAttribute(attribute.name, attribute.value);
    document.head.append(element);
  }
};

/**
 * Runs `start` once, on the first intent event or route change (ADR-0450), with passive listeners in
 * the capture phase that never delay the input. The landing's lower sections ride in <noscript>,
 * which a page with scripts keeps as text (no DOM, no style) until then, so React hydrates them.
 */
const onIntent = (start: () => void) => {
  // Nothing loads until then, so the skeletons stand still (skeleton.css): a shimmer is paint work on
  // every frame for as long as the page is left untouched.
  html.dataset.asleep = "";
  const once = (event: Event) => {
    // Chromium reports a still pointer as a move when the layout under it changes: no one moved.
    if (event instanceof MouseEvent && event.type === "pointermove" && !event.movementX && !event.movementY)
      return;
    delete html.dataset.asleep;
    document.querySelectorAll(`.${BELOW_THE_FOLD_CLASS} > noscript`).forEach(unfold);
    for (const type of INTENT_EVENTS) removeEventListener(type, once, true);
    removeEventListener("hashchange", once);
    start();
  };
  for (const type of INTENT_EVENTS) addEventListener(type, once, { capture: true, passive: true });
  addEventListener("hashchange", once);
};

/** A listener for the whole page, first in line (capture). */
const capture = <K extends keyof DocumentEventMap>(type: K, listener: (event: DocumentEventMap[K]) => void) =>
  document.addEventListener(type, listener, true);

// Until the app is live, the last button or section link pressed is marked for the part holding it to
// press again once hydrated (early-clicks.ts). React never sees the press itself, so it is not made
// twice; a section link leaves the address alone meanwhile.
if (choice.kind === "screen")
  capture("click", (event) => {
    // Not the part's own press again (useEarlyPress), which may come before the app marks itself live.
    const early = event.isTrusted && html.dataset.app !== "ready";
    const pressed = early && event.target instanceof Element ? event.target.closest(EARLY_PRESSABLE) : null;
    if (!pressed) return;
    event.stopPropagation();
    if (pressed instanceof HTMLAnchorElement) event.preventDefault();
    document.querySelector(`[${EARLY_PRESSED}]`)?.removeAttribute(EARLY_PRESSED);
    pressed.setAttribute(EARLY_PRESSED, "");
  });

// A language picked before the app is live, which the select's own change would lose: kept for it.
capture("change", (event) => {
  const select =
    event.target instanceof HTMLSelectElement && html.dataset.app !== "ready" ? event.target : null;
  const value = select?.hasAttribute("data-early-language") ? select.value : "";
  if (isLocale(value)) EARLY_LANGUAGE.keep(html, value);
});

// The skip link (web/layout/shell-layout.tsx) moves the focus to its target and leaves the address
// alone, since a hash there is a route (ADR-0404); on the prerendered markup too.
capture("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest("[data-skip-to]") : null;
  const target = document.getElementById(link?.getAttribute("data-skip-to") ?? "");
  if (!target) return;
  event.preventDefault();
  target.focus();
});

// A form of the HTML that is not live yet (ADR-0532), sent natively, would put what was typed in the
// address: its send is kept for the form to make once it has the text. Its submit button, disabled in
// the HTML because nothing was typed at build time, takes a press as soon as something is.
const notLive = (target: EventTarget | null): target is HTMLFormElement =>
  target instanceof HTMLFormElement && target.dataset[LIVE_FORM_KEY] === undefined;
capture("submit", (event) => {
  if (!notLive(event.target)) return;
  event.preventDefault();
  const value = event.target.dataset.earlySubmit;
  if (value) EARLY_SUBMIT.keep(html, value);
});
capture("input", (event) => {
  const form = event.target instanceof HTMLInputElement ? event.target.form : null;
  if (notLive(form))
    form.querySelectorAll("button[type=submit]").forEach((button) => button.removeAttribute("disabled"));
});

const start = appStart(choice, read(() => localStorage, STORAGE_KEYS.token) !== null);
if (start === "now") startApp();
else if (start === "on-intent") onIntent(startApp);
// Offline is the page's, not the app's: a visitor who only reads still gets it (ADR-0450). The
// manifest rides in <noscript> until the first contentful paint is shown (ADR-0533, ADR-0535).
if (start !== "never") {
  registerServiceWorker();
  new PerformanceObserver((paints, observer) => {
    // Not the first paint, which may be the bare background while the markup is still parsed.
    if (paints.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    unfold(document.getElementById("manifest-link"));
  }).observe({ type: "paint", buffered: true });
}
