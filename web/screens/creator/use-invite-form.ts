import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CreatorApplicationStatusUseCase } from "../../../core/creator/creator-application-status.use-case";
import type { CreatorApplicationStatus, CreatorRole } from "../../../core/sso/sso.schema";
import type { CreatorFormInput } from "../../../core/validation/creator-form.rule";
import { useAttributedHref } from "../../attribution/attribution-session";
import { SUCCESS_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import { useToasts } from "../../components/feedback/feedback-context";
import { useLocale } from "../../i18n/locale-controller";
import { navigate } from "../../routes/hash-location";
import { useReactions } from "../../services/reaction-context";
import { useRequiredServices, useSignalValue } from "../../shell/screen-doors";
import { loginPathFor } from "./creator-role";
import { saveInviteCompletion } from "./invite-handoff";
import { pathTo } from "../../routes/href-to";

type InviteView =
  { kind: "checking" } | { kind: "failed" } | { kind: "status"; status: CreatorApplicationStatus["status"] };

/** The log-in links of a visitor not logged in; log in / sign up from here lead back here (SHELL-BACK-1). */
function useLoginLinks(role: CreatorRole) {
  const { backUrl } = useRequiredServices().preferences;
  const loginHref = useAttributedHref(loginPathFor(role));
  const handOff = () => backUrl.write(pathTo("inviteForm", { type: role }));
  useEffect(() => backUrl.forget(), [backUrl]);
  const signupHref = useAttributedHref(
    pathTo("signupVerify", {}, { redirect: pathTo("inviteForm", { type: role }) }),
  );
  return { loginHref, signupHref, handOff };
}

/**
 * The invite form's state and use-cases: the applicant's status, asked once logged in (and again on
 * retry), and the application's submission.
 */
export function useInviteForm(role: CreatorRole) {
  const { t } = useTranslation(["creator", "errors"]);
  const services = useRequiredServices();
  const reactions = useReactions();
  const toasts = useToasts();
  const { locale } = useLocale();
  const { useCases } = services;
  const loggedIn = useSignalValue(services.auth.isLoggedIn);
  const user = useSignalValue(services.auth.user);
  const [view, setView] = useState<InviteView>({ kind: "checking" });
  const links = useLoginLinks(role);

  const show = useCallback(
    async (result: Awaited<ReturnType<CreatorApplicationStatusUseCase["execute"]>>) => {
      if (result.ok) return setView({ kind: "status", status: result.value.status });
      if (result.error.kind === "not-logged-in") return setView({ kind: "status", status: "none" });
      // An expired session is the catalogue's business (toast, logout, /login); other failures stay inline with a retry.
      if (result.error.reaction.kind === "logout-to-login") await reactions.execute(result.error.reaction);
      else setView({ kind: "failed" });
    },
    [reactions],
  );
  // The answer is shown from a callback, never synchronously inside the effect that asks.
  const load = useCallback(
    () => useCases.creatorApplicationStatus.execute(role).then(show),
    [useCases, role, show],
  );
  const check = () => {
    setView({ kind: "checking" });
    void load();
  };

  // Logging in (again) shows "checking" from that very render, before the effect asks the server.
  const [seenLoggedIn, setSeenLoggedIn] = useState(loggedIn);
  if (seenLoggedIn !== loggedIn) {
    setSeenLoggedIn(loggedIn);
    if (loggedIn) setView({ kind: "checking" });
  }
  useEffect(() => {
    if (loggedIn) void load();
  }, [loggedIn, load]);

  const submit = async (form: CreatorFormInput) => {
    const result = await useCases.submitCreatorApplication.execute({ role, form, locale });
    if (result.ok) {
      if (result.value.kind === "already-approved") {
        if (result.value.role === role) setView({ kind: "status", status: "approved" });
        else navigate(pathTo("inviteForm", { type: result.value.role }));
        return;
      }
      // ERR-SUCCESS-1 success message "form submitted", then the completion page.
      toasts.keepForNextScreen(toasts.success(t(SUCCESS_MESSAGE_KEYS.formSubmitted)));
      saveInviteCompletion(sessionStorage, { role, email: form.email.trim() });
      navigate(pathTo("inviteComplete"));
      return;
    }
    const failure = result.error;
    if (failure.kind === "api") await reactions.execute(failure.reaction);
    // "not-logged-in" re-renders into the login notice through the auth signal; validation
    // failures cannot reach here because the form checks the same rule first.
  };

  return { t, locale, loggedIn, email: user?.email ?? "", view, check, submit, ...links };
}
