import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../components/form/button";
import { Avatar } from "../../components/member/avatar";
import { BreakableText } from "../../components/member/breakable-text";
import { useMember } from "../../components/member/use-member";
import { keepingLang } from "../../routes/hash-location";
import { useAuthEnvironment, useAuthServices } from "./auth-context";
import { guardRedirect } from "./auth-links";
import { pathTo } from "../../routes/href-to";

/**
 * The log-in, sign-up, forgot and unlock screens a logged-in member opens (Back after a log-in, a
 * bookmark): who they are, a way on, and a way to switch accounts. A live form there would invite
 * them to log in over their own session. Flows that re-authenticate on purpose (a callback, the
 * host, assistant and third-party log-ins, the one-time hand-off) keep their form (reauthenticates).
 */
export function SignedInCard({ onSwitch }: { onSwitch: () => void }) {
  const { t } = useTranslation(["auth", "common"]);
  const { query, rawQuery } = useAuthEnvironment();
  const services = useAuthServices();
  const { useCases } = services;
  const member = useMember(services.auth);
  const next = query.apply
    ? pathTo("inviteForm", { type: query.apply })
    : (guardRedirect(rawQuery.get("redirect")) ?? keepingLang(pathTo("home"), `?${rawQuery}`));
  return (
    <div className="auth-signed-in">
      <Avatar name={member.name} size={56} />
      <p className="auth-signed-in__who">
        {t("signedIn.as")}{" "}
        <strong>
          <BreakableText text={member.name} />
        </strong>
      </p>
      <ButtonLink href={`#${next}`} block size="lg">
        {t("signedIn.continue")}
      </ButtonLink>
      <Button
        variant="secondary"
        block
        size="lg"
        onClick={async () => {
          await useCases.logout.execute();
          onSwitch();
        }}
      >
        {t("signedIn.switch")}
      </Button>
    </div>
  );
}
