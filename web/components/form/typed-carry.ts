import { useEffectEvent, useLayoutEffect } from "react";

/**
 * What a person typed before a form was live, carried into the form that replaces it (ADR-0410).
 *
 * The prerendered auth card has real inputs marked `data-carry`, typed into before any script runs.
 * React then replaces them twice: hydration renders the boundary the build left to the browser
 * afresh (its fallback: the same inputs, new elements), and the services' arrival swaps that
 * fallback for the live form. A replaced element takes its value and the focus with it, and React
 * replays nothing into a controlled input; so each element holding a field (by id) is remembered,
 * and the next element with that id takes over its value, focus and caret as it mounts.
 */

/** The element that last held each carried field, by id. */
const holders = new Map<string, HTMLInputElement>();
/** The carried field that had the focus last (a removed element loses it without a focus event). */
let focusedId: string | null = null;

const isCarried = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.dataset.carry !== undefined && target.id !== "";

if (typeof document !== "undefined") {
  // The prerendered inputs, typed into before this module ran (it comes with the screen's chunk,
  // before React renders the screen and replaces them).
  for (const input of document.querySelectorAll("input[data-carry]"))
    if (isCarried(input)) holders.set(input.id, input);
  if (isCarried(document.activeElement)) focusedId = document.activeElement.id;
  document.addEventListener(
    "focusin",
    (event) => {
      focusedId = isCarried(event.target) ? event.target.id : null;
    },
    true,
  );
}

/** Focus went with a removed element when nothing else took it since. */
const focusWasLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Carries the typed value, the focus and the caret of the fields `ids` from the elements that held
 * them before into this component's (marked `data-carry`), as it mounts, in the same task as the
 * swap, so no key press falls between. `onCarry` hands a carried value to the form's state (a
 * controlled input); a field the component does not show (another tab) still reaches the state.
 */
export function useCarriedInputs(
  ids: readonly string[],
  onCarry?: (id: string, value: string) => void,
): void {
  const carry = useEffectEvent((id: string, value: string) => onCarry?.(id, value));
  const key = ids.join(" ");
  useLayoutEffect(() => {
    for (const id of key.split(" ")) {
      const element = document.getElementById(id);
      const current = element instanceof HTMLInputElement ? element : null;
      const previous = holders.get(id);
      if (current !== null) holders.set(id, current);
      if (previous === undefined || previous === current || previous.isConnected) continue;
      const value = previous.value;
      if (value !== "") {
        if (current !== null && current.value === "") current.value = value;
        carry(id, value);
      }
      if (current !== null && focusedId === id && focusWasLost()) {
        current.focus();
        const { selectionStart, selectionEnd, selectionDirection } = previous;
        if (selectionStart !== null && selectionEnd !== null)
          current.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
      }
    }
  }, [key]);
}
