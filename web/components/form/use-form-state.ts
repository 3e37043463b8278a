import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldName, ValidationError } from "../../../core/validation/validation-error";
import { useAdoptTyped } from "./adopt-typed";

export type Values<F extends FieldName> = Readonly<Record<F, string>>;

export interface FormState<F extends FieldName> {
  readonly values: Values<F>;
  readonly set: (field: F, value: string) => void;
  /** The field was left: its error shows from now on, if it was edited (an untouched empty field leaving is no mistake). */
  readonly touch: (field: F) => void;
  /** The error to show under `field` (a rule's complaint once the field was edited and left, or a submit tried). */
  readonly errorOf: (field: FieldName) => ValidationError | undefined;
  /** Every current rule complaint, shown or not. */
  readonly errors: readonly ValidationError[];
  /** Shows every error and moves focus to the first invalid field; false when there were none. */
  readonly reveal: (extra?: readonly ValidationError[]) => boolean;
  /** Shows `field`'s error now and focuses it; true when the field is valid (e.g. before sending a code). */
  readonly check: (field: F) => boolean;
  /** Focuses the field the last clear emptied (call once the catalogue's dialog is answered). */
  readonly focusCleared: () => void;
  /** ERR-LOGIN-1 clear-field: empty it; re-validating shows its message at once. */
  readonly clear: (field: FieldName, revalidate: boolean) => void;
  /** Destructure it before `ref={…}`: the hooks lint takes an object whose member is passed as a ref for a ref. */
  readonly formRef: React.RefObject<HTMLFormElement | null>;
  /** The first error announced after a failed submit (for the live region). */
  readonly announcement: ValidationError | undefined;
}

/**
 * The first control to focus after a failed submit: an invalid one that can take focus, or one
 * that stands in for a disabled invalid control (`data-invalid-focus`, e.g. the button that
 * unlocks the creator rules checkbox).
 */
const FIRST_INVALID = '[aria-invalid="true"]:not(:disabled), [data-invalid-focus="true"]';

/**
 * Form state for every form (auth, creator). The core rules (passed as `validate`) decide what is wrong; this
 * decides when to say so: under a field once it has been edited and left, and everywhere after a
 * submit attempt, with focus on the first invalid control (in DOM order, so whatever the form
 * shows). Leaving a field nobody typed in says nothing: the focus moves through empty fields on
 * the way to a tab, a link or the agreement box, and an error appearing then pushed everything
 * below it down under the finger (26 px) so the tap landed on nothing.
 */
export function useFormState<F extends FieldName>(
  initial: Values<F>,
  validate: (values: Values<F>) => readonly ValidationError[],
): FormState<F> {
  const [values, setValues] = useState<Values<F>>(initial);
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const [revealed, setRevealed] = useState(false);
  // Errors only the use-case or the server found (e.g. a country the rules here do not see).
  const [extra, setExtra] = useState<readonly ValidationError[]>([]);
  // Which control to focus next: a field by name, or the first invalid one.
  const [focusRequest, setFocusRequest] = useState<{ readonly n: number; readonly field?: FieldName }>({
    n: 0,
  });
  const [announcement, setAnnouncement] = useState<ValidationError | undefined>(undefined);
  const formRef = useRef<HTMLFormElement | null>(null);
  const cleared = useRef<FieldName | null>(null);
  // Fields the visitor changed; only those speak up when left.
  const edited = useRef<Set<FieldName>>(new Set());

  const errors = validate(values);
  const errorOf = (field: FieldName): ValidationError | undefined => {
    if (!(revealed || touched.has(field))) return undefined;
    return errors.find((e) => e.field === field) ?? extra.find((e) => e.field === field);
  };

  useEffect(() => {
    if (focusRequest.n === 0) return;
    const form = formRef.current;
    const target = focusRequest.field
      ? form?.querySelector<HTMLElement>(`[name="${focusRequest.field}"]:not([type=hidden]):not([hidden])`)
      : form?.querySelector<HTMLElement>(FIRST_INVALID);
    target?.focus();
  }, [focusRequest]);

  const set = useCallback((field: F, value: string) => {
    setValues((prev) => {
      if (prev[field] === value) return prev;
      edited.current.add(field);
      return { ...prev, [field]: value };
    });
    setExtra((prev) => (prev.some((e) => e.field === field) ? prev.filter((e) => e.field !== field) : prev));
  }, []);

  useAdoptTyped(formRef, values, set);

  const show = useCallback((field: F) => {
    setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
  }, []);

  const touch = useCallback(
    (field: F) => {
      if (edited.current.has(field)) show(field);
    },
    [show],
  );

  const reveal = (more: readonly ValidationError[] = []): boolean => {
    const all = [...errors, ...more];
    if (more.length > 0) setExtra(more);
    if (all.length === 0) return false;
    setRevealed(true);
    setAnnouncement(all[0]);
    setFocusRequest((prev) => ({ n: prev.n + 1 }));
    return true;
  };

  const check = (field: F): boolean => {
    show(field);
    if (!errors.some((e) => e.field === field)) return true;
    setFocusRequest((prev) => ({ n: prev.n + 1, field }));
    return false;
  };

  const clear = (field: FieldName, revalidate: boolean) => {
    setValues((prev) => (field in prev ? { ...prev, [field]: "" } : prev));
    setTouched((prev) => {
      const next = new Set(prev);
      if (revalidate) next.add(field);
      else next.delete(field);
      return next;
    });
    // A cleared secret is not an error yet (the dialog already says what went wrong), so the
    // "required" message stays hidden until the user leaves the field again.
    if (!revalidate) setRevealed(false);
    // Focus waits for focusCleared(): moving it now, under the dialog about to open, would count
    // as leaving the field and show "required" before the user did anything.
    cleared.current = field;
  };

  const focusCleared = () => {
    const field = cleared.current;
    cleared.current = null;
    if (field) setFocusRequest((prev) => ({ n: prev.n + 1, field }));
  };

  return { values, set, touch, errorOf, errors, reveal, check, clear, focusCleared, formRef, announcement };
}

/** Every listed field has something in it (FLOW-SUBMIT-1: submit disabled until required fields are filled). */
export const filled = <F extends FieldName>(values: Values<F>, fields: readonly F[]): boolean =>
  fields.every((field) => values[field].trim() !== "");
