import { useState } from "react";
import { channelFor, type Channel } from "./auth-mode";
import { useAuthEnvironment } from "./auth-context";

/** Forgot and unlock offer both channels; the `type` param (/forgot/email) picks the first tab. */
export function useChannel(): [Channel, (channel: Channel) => void] {
  const { type } = useAuthEnvironment();
  return useState<Channel>(channelFor(type) ?? "phone");
}
