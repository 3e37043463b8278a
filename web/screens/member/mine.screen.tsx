import { useTranslation } from "react-i18next";
import { CopyButton } from "../../components/copy/copy-button";
import { Button } from "../../components/form/button";
import { Avatar } from "../../components/member/avatar";
import { BreakableText } from "../../components/member/breakable-text";
import { useMember } from "../../components/member/use-member";
import { useConfirmLogout } from "../../layout/use-confirm-logout";
import { useRequiredServices } from "../../shell/screen-doors";
import "../../components/page/page.css";
import "./member-pages.css";

/** "Mine" (/mine): the member's own account details and the way out. */
export default function MineScreen() {
  const { t } = useTranslation("common");
  const { auth } = useRequiredServices();
  const member = useMember(auth);
  const confirmLogout = useConfirmLogout();
  const rows = [
    ["member.fields.nickname", member.name],
    ["member.fields.memberId", member.memberId],
    ["member.fields.username", member.username],
    ["member.fields.email", member.email],
    ["member.fields.phone", member.phone],
  ] as const;
  return (
    <section className="page page--narrow member-page">
      <header className="member-hero member-hero--center">
        <Avatar name={member.name} size={80} />
        <h1 className="member-hero__name">
          <BreakableText text={member.name} />
        </h1>
      </header>
      <dl className="member-details">
        {rows.map(([key, value]) => (
          <div key={key} className="member-details__row">
            <dt>{t(key)}</dt>
            <dd>
              {value === null ? t("member.notSet") : <BreakableText text={value} />}
              {key === "member.fields.memberId" && value ? (
                <CopyButton value={value} label={t("actions.copyMemberId")} />
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" block onClick={confirmLogout}>
        {t("menu.logout")}
      </Button>
    </section>
  );
}
