import { useTranslation } from "react-i18next";
import type { LoginSuccess } from "../../../core/auth/login.use-case";
import { SUCCESS_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import { useDialogs } from "../../components/feedback/feedback-context";
import { useAuthEnvironment } from "./auth-context";
import { goToTarget } from "./auth-targets";
import { guardRedirect } from "./auth-links";
import { pathTo } from "../../routes/href-to";

/** FLOW-LOGIN-1, LIMIT-DIALOG-1: the success dialog shows for about a second before moving on. */
export const SUCCESS_DIALOG_MS = 1000;

/**
 * After a login: the ~1 s success dialog, then the first target of FLOW-LOGIN-1 (hand-off,
 * third-party redirect, allow-listed callback, creator form), else the page the guard sent the
 * user from, else /home.
 */
export function useFinishLogin(): (
  success: Extract<LoginSuccess, { kind: "logged-in" }>,
  thirdPartyRedirect: string | undefined,
) => Promise<void> {
  const { query, rawQuery, ready } = useAuthEnvironment();
  const { t, i18n } = useTranslation(["errors"]);
  const dialogs = useDialogs();
  return async (success, thirdPartyRedirect) => {
    // Only needed after a login, so it stays out of the login screen's first load (with the callback
    // builder it pulls in); fetched while the success dialog shows.
    const targets = import("../../../core/auth/post-login-target");
    targets.catch(() => undefined); // a failed fetch is reported once, by the await below
    await dialogs.open({
      title: t(SUCCESS_MESSAGE_KEYS.loginSucceeded),
      state: "success",
      showConfirm: false,
      autoCloseMs: SUCCESS_DIALOG_MS,
    });
    const services = await ready();
    const allowedOrigins = await services.useCases.callbackOrigins.execute().then(
      (result) => (result.ok ? result.value : []),
      () => [],
    );
    const { postLoginTarget } = await targets;
    const target = postLoginTarget({
      ma: query.ma ?? null,
      thirdPartyRedirect: thirdPartyRedirect ?? null,
      fameExRedirectUrl: success.fameExRedirectUrl,
      callback: query.callback ?? null,
      apply: query.apply ?? null,
      source: query.hcSource ?? null,
      host: query.host,
      assistant: query.assistant,
      token: success.token,
      memberId: success.memberId,
      lang: i18n.language,
      allowedOrigins,
      now: services.now(),
    });
    goToTarget(target, guardRedirect(rawQuery.get("redirect")) ?? pathTo("home"));
  };
}
