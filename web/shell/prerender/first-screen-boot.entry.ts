// The inline boot script of the prerendered HTML (see first-screen-boot.ts). Storage may be
// blocked (privacy modes): then the stored language and log-in tab simply do not count.
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
import { EARLY_SECTION_CLICK, EARLY_SUBMIT } from "./early-clicks";
import { BELOW_THE_FOLD_CLASS } from "../../layout/landing-sections";
import { LIVE_FORM_KEY } from "../../components/form/live-form";
import { IDENTIFIER_HANDOFF_KEY, loginTabOf, untypedLoginTab } from "../../routes/login-types";
import { handoffChannelOf } from "./stored-handoff";

/** An inert <template> parses markup the way the page's own parser would, without running anything. */
const parse = (markup: string) => {
  const parsed = document.createElement("template");
  parsed.innerHTML = markup;
  return parsed.content;
};

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
  documentLocale: document.documentElement.lang,
  offline: navigator.onLine === false,
  untypedLoginTab: untypedLoginTab(
    loginTabOf(read(() => localStorage, STORAGE_KEYS.loginTab)),
    handoffChannelOf(read(() => sessionStorage, IDENTIFIER_HANDOFF_KEY)),
  ),
});
applyFirstScreen(
  choice,
  {
    root: document.getElementById("root"),
    screenMarkup: (id) => {
      const element = document.getElementById(id);
      if (!(element instanceof HTMLScriptElement) || element.type !== SCREEN_MARKUP_TYPE) return null;
      return parse(element.text);
    },
    mark: (value) => {
      document.documentElement.dataset[FIRST_SCREEN_ATTRIBUTE] = value;
      // The address the markup was chosen for: the app hydrates it only if the visitor is still there.
      document.documentElement.dataset[FIRST_HASH_ATTRIBUTE] = location.hash;
    },
    goTo: (url) => location.replace(url),
  },
  location,
);

/** Puts fresh copies of the template's <link rel=modulepreload> and <script type=module> in the head
 * (elements cloned from a template would not run). */
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
 * The landing's lower sections ride in <noscript>, which a page with scripts keeps as text (no DOM,
 * no style): parsed into place once the page wakes, so React hydrates what it rendered (ADR-0450).
 */
const unfoldBelowTheFold = () => {
  for (const folded of Array.from(document.querySelectorAll(`.${BELOW_THE_FOLD_CLASS} > noscript`)))
    folded.replaceWith(parse(folded.textContent ?? ""));
};

/**
 * Runs `start` once, on the first intent event or route change (ADR-0450). The listeners are
 * passive and in the capture phase: they never delay the input itself.
 */
const onIntent = (start: () => void) => {
  // Nothing loads until then, so the skeletons stand still (skeleton.css): a shimmer is paint work
  // on every frame, for the whole time a page is left untouched.
  document.documentElement.dataset.asleep = "";
  const once = (event: Event) => {
    // Chromium reports a still pointer resting over the page as a move when the layout under it
    // changes: no one moved, so it wakes nothing.
    if (event instanceof MouseEvent && event.type === "pointermove" && !event.movementX && !event.movementY)
      return;
    delete document.documentElement.dataset.asleep;
    unfoldBelowTheFold();
    for (const type of INTENT_EVENTS) removeEventListener(type, once, true);
    removeEventListener("hashchange", once);
    start();
  };
  for (const type of INTENT_EVENTS) addEventListener(type, once, { capture: true, passive: true });
  addEventListener("hashchange", once);
};

// Until the app is live, a section link or a menu button clicked on the prerendered header is kept
// for the header to act on (early-clicks.ts) instead of being lost.
const keepEarlyClick = (event: MouseEvent) => {
  if (document.documentElement.dataset.app === "ready") {
    document.removeEventListener("click", keepEarlyClick, true);
    return;
  }
  const section = EARLY_SECTION_CLICK.of(event.target);
  if (section === null) return;
  event.preventDefault();
  EARLY_SECTION_CLICK.keep(document.documentElement, section);
};
if (choice.kind === "screen") document.addEventListener("click", keepEarlyClick, true);

// The skip link (web/layout/shell-layout.tsx) works on the prerendered markup too: it moves the
// focus to its target and leaves the address alone, since a hash there is a route (ADR-0404).
document.addEventListener(
  "click",
  (event) => {
    const link = event.target instanceof Element ? event.target.closest("[data-skip-to]") : null;
    const target = document.getElementById(link?.getAttribute("data-skip-to") ?? "");
    if (!target) return;
    event.preventDefault();
    target.focus();
  },
  true,
);

// A form of the HTML that is not live yet (ADR-0532): sent natively, it would put what was typed in
// the address. Its send is kept instead, for the form to make once it has the typed text; and its
// submit button, disabled in the HTML because nothing was typed at build time, takes a press as
// soon as something is.
const notLive = (target: EventTarget | null): target is HTMLFormElement =>
  target instanceof HTMLFormElement && target.dataset[LIVE_FORM_KEY] === undefined;
document.addEventListener(
  "submit",
  (event) => {
    if (!notLive(event.target)) return;
    event.preventDefault();
    const value = EARLY_SUBMIT.of(event.target);
    if (value !== null) EARLY_SUBMIT.keep(document.documentElement, value);
  },
  true,
);
document.addEventListener(
  "input",
  (event) => {
    const form = event.target instanceof HTMLInputElement ? event.target.form : null;
    if (!notLive(form)) return;
    for (const button of Array.from(form.querySelectorAll("button[type=submit]:disabled")))
      if (button instanceof HTMLButtonElement) button.disabled = false;
  },
  true,
);

const start = appStart(choice, read(() => localStorage, STORAGE_KEYS.token) !== null);
if (start === "now") startApp();
else if (start === "on-intent") onIntent(startApp);
// Offline is the page's, not the app's: a visitor who only reads still gets it (ADR-0450). The
// manifest rides in <noscript> and joins the head once the first paint is shown (ADR-0533): linked
// in the HTML, Chromium fetched it and its icon as the page loaded, requests Lighthouse's simulation
// counted against the LCP although nothing on screen waited for them.
if (start !== "never") {
  registerServiceWorker();
  const manifest = document.getElementById("manifest-link");
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    manifest?.replaceWith(parse(manifest.textContent ?? ""));
  }).observe({ type: "paint", buffered: true });
}
