/**
 * The web shows a catalogue reaction as a dialog or toast; a terminal shows it as one line. This
 * picks the same translated keys the web would show, so both front ends say the same thing.
 */
import type { Reaction } from "../../core/errors/reaction";
import type { Translate } from "../i18n/translator";

export function reactionText(reaction: Reaction, t: Translate): string {
  switch (reaction.kind) {
    case "toast":
      return t(reaction.key);
    case "dialog":
      return reaction.bodyKey === undefined
        ? t(reaction.titleKey)
        : `${t(reaction.titleKey)} — ${t(reaction.bodyKey)}`;
    case "logout-to-login":
      return t(reaction.toastKey);
    case "account-locked":
      // The title only: the dialog's body repeats what the server's message says (locked, unlock
      // with a code), and the CLI prints the unlock command on the next line.
      return t(reaction.dialog.titleKey);
    case "clear-field":
      return reactionText(reaction.then, t);
    case "auth-error-screen":
      return [reaction.titleKey, reaction.descKey]
        .flatMap((k) => (k === undefined ? [] : [t(k)]))
        .join(" — ");
    case "channel-disabled":
      return reactionText(reaction.dialog, t);
  }
}
