import { useLayoutEffect } from "react";
import { FOCUSED_FIELD_KEY } from "./focused-field";

/**
 * What a person typed before a form was live, carried into the form that replaces it (ADR-0410).
 *
 * The prerendered auth card has real inputs, typed into before any script runs.
 * React then replaces them twice: hydration renders the boundary the build left to the browser
 * afresh (its fallback: the same inputs, new elements), and the services' arrival swaps that
 * fallback for the live form. A replaced element takes its value and the focus with it, and React
 * replays nothing into a controlled input; so each element holding a field (by id) is remembered,
 * and the next element with that id takes over its value, focus and caret as it mounts.
 */

/** The element that last held each carried field, by id. */
const holders = new Map<string, HTMLInputElement>();
if (typeof document !== "undefined")
  // The prerendered inputs, typed into before this module ran (it comes with the screen's chunk,
  // before React renders the screen and replaces them).
  for (const input of document.querySelectorAll<HTMLInputElement>("input[id]")) holders.set(input.id, input);

/**
 * Carries the typed value, the focus and the caret of the fields in `fields` (a constant map from
 * an input's id to the form's field name) from the elements that held them before into this
 * component's, as it mounts, in the same task as the swap, so no key press falls between. Without
 * `set` the component is an early copy that hands its fields on in turn; with it, the live form:
 * `set` (stable) puts a carried value into the form's state, and nothing is handed on from there,
 * so a log-in after a log-out starts empty. A field the live form does not show (another tab) still
 * gets its value; an early copy left for another page hands its text to the next log-in form of this
 * page load (what was typed is not lost).
 */
export function useCarriedInputs<F extends string>(
  fields: Readonly<Record<string, F>>,
  set?: (field: F, value: string) => void,
): void {
  useLayoutEffect(() => {
    for (const [id, field] of Object.entries(fields)) {
      const current = document.getElementById(id);
      const previous = holders.get(id);
      holders.delete(id);
      if (!set && current instanceof HTMLInputElement) holders.set(id, current);
      if (!previous || previous.isConnected) continue;
      const value = previous.value;
      if (value) set?.(field, value);
      if (!(current instanceof HTMLInputElement)) continue;
      if (!current.value) current.value = value;
      // Focus went with the removed element when nothing else took it since.
      if (
        document.documentElement.dataset[FOCUSED_FIELD_KEY] === id &&
        document.activeElement === document.body
      ) {
        current.focus();
        restoreCaret(previous, current);
      }
    }
  }, [fields, set]);
}

/**
 * The removed field's caret, put back in its copy. An email input has no selection API (its
 * selectionStart reads null and setSelectionRange throws, which took the whole form down): it gets
 * the caret at the end of its text, where the next key press most likely belongs.
 */
function restoreCaret(previous: HTMLInputElement, current: HTMLInputElement): void {
  if (previous.selectionStart !== null && current.selectionStart !== null) {
    current.setSelectionRange(previous.selectionStart, previous.selectionEnd);
    return;
  }
  const type = current.type;
  current.type = "text";
  current.setSelectionRange(current.value.length, current.value.length);
  current.type = type;
}
