import { useTranslation } from "react-i18next";
import { ChatStatusBadge } from "../../chat/chat-status-badge";
import { Avatar } from "../../components/member/avatar";
import { BreakableText } from "../../components/member/breakable-text";
import { useMember } from "../../components/member/use-member";
import { Icon } from "../../components/icons/icon";
import { entryMark } from "../../routes/entry-mark";
import { useRequiredServices } from "../../shell/screen-doors";
import { MEMBER_LINKS } from "./member-links";
import "../../components/page/page.css";
import "./member-pages.css";
import { hrefTo } from "../../routes/href-to";

/** The member home (/dashboard): who is logged in and where to go next. */
export default function DashboardScreen() {
  const { t } = useTranslation("common");
  const { auth } = useRequiredServices();
  const member = useMember(auth);
  return (
    <section className="page member-page">
      <header className="member-hero">
        <Avatar name={member.name} size={64} />
        <div>
          <p className="member-hero__greeting">
            {t(entryMark() === "signed-up" ? "member.welcomeNew" : "member.welcome")}
          </p>
          <h1 className="member-hero__name">
            <BreakableText text={member.name} />
          </h1>
          {member.memberId ? (
            <p className="member-hero__id">
              {t("menu.memberId")} <span className="mono">{member.memberId}</span>
            </p>
          ) : null}
          <ChatStatusBadge />
        </div>
      </header>
      <h2 className="member-section-title">{t("member.shortcuts")}</h2>
      <ul className="member-links">
        {MEMBER_LINKS.map((link) => (
          <li key={link.href}>
            <a className="member-link" href={link.href}>
              <Icon name={link.icon} className="member-link__icon" />
              <span>
                <span className="member-link__label">{t(link.labelKey)}</span>
                <span className="member-link__desc">{t(link.descKey)}</span>
              </span>
            </a>
          </li>
        ))}
        <li>
          <a className="member-link" href={hrefTo("mine")}>
            <Icon name="user" className="member-link__icon" />
            <span>
              <span className="member-link__label">{t("menu.mine")}</span>
              <span className="member-link__desc">{t("member.links.mineDesc")}</span>
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}
