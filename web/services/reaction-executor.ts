import { USER_MESSAGE_KEYS } from "../../core/errors/message-keys";
import type { DialogReaction, Reaction } from "../../core/errors/reaction";
import type { FieldName } from "../../core/validation/validation-error";
import type { DialogStore } from "../components/dialog/dialog-store";
import type { ToastStore } from "../components/toast/toast-store";
import { pathTo } from "../routes/href-to";

export interface ReactionDeps {
  readonly dialogs: DialogStore;
  readonly toasts: ToastStore;
  /** Translates a namespaced key ("errors:loginFailed"), with values to interpolate. */
  readonly t: (key: string, values?: Record<string, string | number>) => string;
  /** Loads the namespaces the keys live in before translating (errors.json is not in the shell). */
  readonly loadNamespaces: (namespaces: readonly string[]) => Promise<unknown>;
  readonly navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Clears the login state (AuthState.clear). */
  readonly logout: () => void;
  /** Whether the device has a network at all (navigator.onLine unless a test says otherwise). */
  readonly online?: () => boolean;
}

/** What a screen lets the executor do to its form (ERR-LOGIN-1: clear the matching field). */
export interface ReactionHooks {
  readonly clearField?: (field: FieldName, revalidate: boolean) => void;
  /**
   * The screen's own way to a route a dialog's action names: it keeps the screen's query and hands
   * over what was typed (ADR-0400). Without it the executor navigates to the bare route.
   */
  readonly goTo?: (to: string) => void;
}

const browserOnline = (): boolean => typeof navigator === "undefined" || navigator.onLine;

function namespacesOf(reaction: Reaction): string[] {
  const keys = JSON.stringify(reaction).match(/"([a-z]+):[A-Za-z0-9_.]+"/g) ?? [];
  return [...new Set(keys.map((k) => k.slice(1).split(":")[0]!))];
}

/**
 * Carries out the core error catalogue's `Reaction` values (core/errors/reaction.ts) with the shell's
 * dialogs, toasts and router. Screens call `execute(reactionFor(failure, context), { clearField })`
 * and never decide by themselves what a server code means. Resolves when the user has answered.
 */
export function createReactionExecutor(deps: ReactionDeps) {
  const dialogText = (reaction: DialogReaction) => ({
    title: deps.t(reaction.titleKey),
    // Server text is shown as text under our own message, never as markup.
    // (The local server's message often repeats our own text word for word: say it once.)
    message:
      [
        ...new Set(
          [
            reaction.bodyKey ? deps.t(reaction.bodyKey) : null,
            reaction.serverMessage ?? null,
            reaction.attemptsLeft === undefined
              ? null
              : deps.t("errors:attemptsLeft", { n: reaction.attemptsLeft }),
          ].filter(Boolean),
        ),
      ].join("\n") || undefined,
    state: reaction.tone,
    showConfirm: reaction.showConfirm,
  });

  async function execute(reaction: Reaction, hooks: ReactionHooks = {}): Promise<void> {
    await deps.loadNamespaces(namespacesOf(reaction));
    switch (reaction.kind) {
      case "toast": {
        // "Network error" when the phone has no network at all reads like our fault; say what it is.
        const offline = reaction.key === USER_MESSAGE_KEYS.network && !(deps.online ?? browserOnline)();
        const key = offline ? USER_MESSAGE_KEYS.offline : reaction.key;
        deps.toasts.show(reaction.tone, reaction.serverMessage ?? deps.t(key), reaction.durationMs);
        return;
      }
      case "dialog": {
        const { action } = reaction;
        if (action === undefined) {
          await deps.dialogs.open(dialogText(reaction));
          return;
        }
        // The confirm button names where it goes; Cancel or Escape stays on the screen (ADR-0400).
        const go = await deps.dialogs.open({
          ...dialogText(reaction),
          showCancel: true,
          confirmText: deps.t(action.key),
          escapeDeclines: true,
        });
        if (go) (hooks.goTo ?? deps.navigate)(action.to);
        return;
      }
      case "logout-to-login":
        deps.logout();
        // About the log-in it sends the visitor to, so it goes with them (ADR-0384).
        deps.toasts.keepForNextScreen(deps.toasts.error(deps.t(reaction.toastKey)));
        deps.navigate(pathTo("login"), { replace: true });
        return;
      case "account-locked":
        // Escape closes it where the visitor is; only the button goes to the unlock (ADR-0385).
        if (
          await deps.dialogs.open({
            ...dialogText(reaction.dialog),
            confirmText: deps.t(reaction.confirmKey),
            escapeDeclines: true,
          })
        )
          deps.navigate(reaction.then);
        return;
      case "clear-field":
        hooks.clearField?.(reaction.field, reaction.revalidate);
        await execute(reaction.then, hooks);
        return;
      case "auth-error-screen": {
        const query = new URLSearchParams();
        if (reaction.titleKey) query.set("titleKey", reaction.titleKey);
        if (reaction.descKey) query.set("descKey", reaction.descKey);
        deps.navigate(pathTo("authError", {}, query), { replace: true });
        return;
      }
      case "channel-disabled":
        await deps.dialogs.open(dialogText(reaction.dialog));
        return;
    }
  }

  return { execute };
}

export type ReactionExecutor = ReturnType<typeof createReactionExecutor>;
