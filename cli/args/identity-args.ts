/**
 * `--email` / `--phone` + `--country`, shared by send-code, signup, forgot and unlock. Exactly one
 * identity is required (a usage error otherwise); its *content* is left to the core rules, which
 * the use-case applies, so the CLI and the web refuse the same values with the same messages.
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import type { IdentifierInput } from "../../core/auth/identifier";
import { err, ok, type Result } from "../../core/result/result";
import type { ValidationError } from "../../core/validation/validation-error";
import { checkCountry } from "./country";
import { decodeArg, OptionalText } from "./decode-arg";
import type { UsageProblem } from "./global-options";

const RawIdentity = Schema.Struct({ email: OptionalText, phone: OptionalText, country: OptionalText });

export type IdentityProblem =
  | { readonly kind: "usage"; readonly problem: UsageProblem }
  | { readonly kind: "validation"; readonly error: ValidationError };

export function decodeIdentity(
  raw: Readonly<Record<string, unknown>>,
): Result<IdentifierInput, IdentityProblem> {
  const decoded = decodeArg(RawIdentity, {
    email: raw["email"],
    phone: raw["phone"],
    country: raw["country"],
  });
  if (Option.isNone(decoded)) return err({ kind: "usage", problem: { key: "usage.oneIdentity" } });
  const { email, phone, country } = decoded.value;
  if ((email === undefined) === (phone === undefined))
    return err({ kind: "usage", problem: { key: "usage.oneIdentity" } });
  if (email !== undefined) return ok({ channel: "email", email });
  const region = checkCountry(country);
  if (!region.ok) return err({ kind: "validation", error: region.error });
  return ok({ channel: "phone", country: region.value, phone: phone ?? "" });
}

/** Where the code went, for human output ("+CN 13800138000" reads oddly; region code then number). */
export function identityText(identity: IdentifierInput): string {
  return identity.channel === "email" ? identity.email : `${identity.country} ${identity.phone}`;
}
