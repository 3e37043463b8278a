import { FormSkeleton, Loading, type FormShape } from "../../components/skeleton/skeleton";
import type { AuthMode } from "./auth-mode";

/**
 * Each auth form's parts, top to bottom (measured on the real forms: 48 px tabs, 70 px fields,
 * 16 px apart, a 52 px button), so the card keeps its size when the form replaces its skeleton.
 */
const SHAPES: { readonly [M in AuthMode]: FormShape } = {
  login: { tabs: 3, fields: ["field", "field"], links: true, notes: 1 },
  signupVerify: { tabs: 2, fields: ["field", "field", "check"], notes: 1 },
  signup: { tabs: 0, fields: ["field", "field", "checklist", "field", "hinted-2", "field"] },
  forgot: { tabs: 2, fields: ["field", "field", "field", "checklist", "field"], notes: 1 },
  unlock: { tabs: 2, fields: ["field", "field"], notes: 2 },
};

/**
 * The auth form's place while the services it needs arrive (also what the prerendered HTML shows
 * until they do). `auth-card__loading` keeps the footer out of the layout meanwhile (base.css).
 */
export function AuthFormSkeleton({ mode }: { mode: AuthMode }) {
  return (
    <Loading className="auth-card__loading">
      <FormSkeleton shape={SHAPES[mode]} />
    </Loading>
  );
}
