import { parseJson } from "../../../core/result/parse-json";
import type { HandoffChannel } from "../../routes/login-types";

/**
 * The carried identifier's channel (web/screens/auth/identifier-handoff.ts) from its stored JSON, or
 * null: the boot script's reading, without the form's Schema, which stays out of the inline script.
 */
export function handoffChannelOf(raw: string | null): HandoffChannel | null {
  const parsed = raw ? parseJson(raw) : null;
  const value = parsed?.ok ? parsed.value : null;
  const channel: unknown = typeof value === "object" && value !== null ? Reflect.get(value, "channel") : null;
  return channel === "phone" || channel === "email" ? channel : null;
}
