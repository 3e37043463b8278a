import { FormSkeleton, Loading, type FormShape } from "../../components/skeleton/skeleton";
import type { AuthMode } from "./auth-mode";

/** Each form's parts, top to bottom, so the card keeps its size when the form replaces its skeleton. */
const SHAPES: { readonly [M in AuthMode]: FormShape } = {
  login: { tabs: 3, fields: ["field", "field"], links: true, notes: 1 },
  signupVerify: { tabs: 2, fields: ["field", "field", "check"], notes: 1 },
  signup: { tabs: 0, fields: ["field", "field", "checklist", "field", "hinted-2", "field"] },
  forgot: { tabs: 2, fields: ["field", "field", "field", "checklist", "field"], notes: 1 },
  unlock: { tabs: 2, fields: ["field", "field"], notes: 2 },
};

/** The auth form's place while its services arrive; `auth-card__loading` keeps the footer out (base.css). */
export function AuthFormSkeleton({ mode }: { mode: AuthMode }) {
  return (
    <Loading className="auth-card__loading">
      <FormSkeleton shape={SHAPES[mode]} />
    </Loading>
  );
}
