import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import type { Channel } from "./auth-mode";
import { IDENTIFIER_HANDOFF_KEY } from "../../routes/login-types";

/**
 * The identifier a visitor typed, carried between login, forgot password and unlock (ADR-0146):
 * locked out after an email login, unlock opens on Email with the address filled in; after a
 * reset or an unlock, login opens on the channel used with the identifier filled in. Never a
 * password or a code. sessionStorage: this tab only, gone when it closes.
 */
export interface IdentifierHandoff {
  readonly channel: Channel;
  readonly country: string;
  readonly phone: string;
  readonly email: string;
}

const Stored = Schema.Struct({
  channel: Schema.Literals(["phone", "email"]),
  country: Schema.String,
  phone: Schema.String,
  email: Schema.String,
});
const decode = Schema.decodeUnknownOption(Stored);

const session = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export function readIdentifierHandoff(storage: Storage | undefined = session()): IdentifierHandoff | null {
  try {
    const raw = storage?.getItem(IDENTIFIER_HANDOFF_KEY);
    if (!raw) return null;
    return Option.getOrNull(decode(JSON.parse(raw)));
  } catch {
    return null;
  }
}

/** Keeps what the form holds now; an empty identifier is not worth carrying. */
export function writeIdentifierHandoff(
  value: IdentifierHandoff,
  storage: Storage | undefined = session(),
): void {
  const filled = value.channel === "email" ? value.email.trim() !== "" : value.phone.trim() !== "";
  if (!filled) return;
  try {
    storage?.setItem(IDENTIFIER_HANDOFF_KEY, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the next screen just starts empty, as before.
  }
}
