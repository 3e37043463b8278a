import { useEffect, useState } from "react";
import type { RegistrationTypeUseCase } from "../../../core/content/registration-type.use-case";
import type { Channel } from "./auth-mode";

/**
 * Password reset offers only the channels the registration type leaves open (ERR-CHANNEL-1: a closed
 * channel is "temporarily unavailable, password recovery not supported"). Until the type is known,
 * or when it cannot be fetched, both are offered: the send-code use-case checks again and shows
 * the dialog, so the server keeps the last word.
 */
export function useOpenChannels(
  registrationType: Pick<RegistrationTypeUseCase, "execute">,
  channel: Channel,
  setChannel: (channel: Channel) => void,
): readonly Channel[] {
  const [open, setOpen] = useState<readonly Channel[]>(["phone", "email"]);
  useEffect(() => {
    let live = true;
    void registrationType
      .execute()
      .catch(() => null)
      .then((result) => {
        if (live && result?.ok && result.value.ways.length > 0) setOpen(result.value.ways);
      });
    return () => {
      live = false;
    };
  }, [registrationType]);
  useEffect(() => {
    const first = open[0];
    if (!open.includes(channel) && first !== undefined) setChannel(first);
  }, [open, channel, setChannel]);
  return open;
}
