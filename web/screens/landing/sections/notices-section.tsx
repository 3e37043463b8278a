import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/form/button";
import { Icon } from "../../../components/icons/icon";
import { noticeDate } from "../notice-date";
import { useUseCase } from "../../../shell/screen-doors";
import { useNearViewport } from "../../../components/page/use-near-viewport";

const SHOWN = 5;

/** The notice list from the announcements use-case, with designed loading, empty and error looks. */
export function NoticesSection() {
  const { t, i18n } = useTranslation("landing");
  const language = i18n.language;
  const section = useRef<HTMLElement>(null);
  // Notices are written by the server in the request's language: fetch again when it changes. Below
  // the fold, they are asked for only as the visitor scrolls toward them.
  const [state, retry] = useUseCase(
    (services) => services.useCases.announcements.execute(),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is the question, not read
    [language],
    { paused: !useNearViewport(section) },
  );
  return (
    <section ref={section} className="notices" aria-labelledby="notices-title">
      <div className="container">
        <div className="notices__panel">
          <div className="notices__head">
            <Icon name="bell" className="notices__icon" />
            <h2 id="notices-title" className="notices__title">
              {t("notices.title")}
            </h2>
          </div>
          <div aria-live="polite" aria-busy={state.status === "loading"}>
            {state.status === "loading" ? (
              <ul className="notices__list" aria-label={t("notices.loading")}>
                {[0, 1, 2].map((i) => (
                  <li key={i} className="notices__item notices__item--skeleton">
                    <span className="skeleton skeleton--line" />
                    <span className="skeleton skeleton--short" />
                  </li>
                ))}
              </ul>
            ) : state.status === "error" ? (
              <div className="notices__state">
                <p>{t("notices.error")}</p>
                <Button variant="secondary" onClick={retry}>
                  {t("notices.retry")}
                </Button>
              </div>
            ) : state.value.length === 0 ? (
              <p className="notices__state">{t("notices.empty")}</p>
            ) : (
              <ul className="notices__list">
                {state.value.slice(0, SHOWN).map((notice) => {
                  const date = noticeDate(notice.createdAt, t);
                  return (
                    <li key={String(notice.id)} className="notices__item">
                      <p className="notices__item-title">{notice.title}</p>
                      {notice.content ? <p className="notices__item-text">{notice.content}</p> : null}
                      {date !== null ? (
                        <time className="notices__date" dateTime={notice.createdAt ?? undefined}>
                          {date}
                        </time>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
