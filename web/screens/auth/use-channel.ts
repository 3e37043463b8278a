import { useState } from "react";
import { channelFor, type Channel } from "./auth-mode";
import { useAuthEnvironment } from "./auth-context";
import { readIdentifierHandoff } from "./identifier-handoff";

/**
 * Forgot and unlock offer both channels; the `type` param (/forgot/email) picks the first tab,
 * else the channel the visitor was using on login (ADR-0146), else phone.
 */
export function useChannel(): [Channel, (channel: Channel) => void] {
  const { type } = useAuthEnvironment();
  return useState<Channel>(() => channelFor(type) ?? readIdentifierHandoff()?.channel ?? "phone");
}
