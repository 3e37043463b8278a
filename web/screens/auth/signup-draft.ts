import type { Identifier } from "../../../core/auth/identifier";

/**
 * What signup-verify hands to the sign-up form: the register token, the verified identifier and
 * the generated account ID and nickname. Kept in sessionStorage (this tab only, gone when it
 * closes) and never in the URL, where the token would land in history and referrers.
 */
export interface SignupDraft {
  readonly registerToken: string | null;
  readonly identifier: Identifier | null;
  readonly accountId: string;
  readonly nickname: string;
  /** Only with BRAND.auth.prefillPasswordFromCode: the verified code, as FLOW-SIGNUP-4 pre-fills it. */
  readonly prefillPassword?: string;
}

const KEY = "hc.signupDraft";

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** sessionStorage is outside data: anything that does not have the expected shape is dropped. */
function readIdentifier(value: unknown): Identifier | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const email = text(record.email);
  const country = text(record.country);
  const phone = text(record.phone);
  if (record.channel === "email" && email) return { channel: "email", email };
  if (record.channel === "phone" && country && phone) return { channel: "phone", country, phone };
  return null;
}

export function loadSignupDraft(
  storage: Storage | undefined = globalThis.sessionStorage,
): SignupDraft | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    return {
      registerToken: text(record.registerToken),
      identifier: readIdentifier(record.identifier),
      accountId: text(record.accountId) ?? "",
      nickname: text(record.nickname) ?? "",
      ...(text(record.prefillPassword) ? { prefillPassword: text(record.prefillPassword) ?? "" } : {}),
    };
  } catch {
    return null;
  }
}

export function saveSignupDraft(
  draft: SignupDraft,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: the sign-up form then sends the user back to verify.
  }
}

export function clearSignupDraft(storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}
