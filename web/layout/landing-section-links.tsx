import { useTranslation } from "react-i18next";
import { LANDING_SECTIONS } from "./landing-sections";
import { hrefTo } from "../routes/href-to";

/**
 * The landing page's section anchors (SHELL-LANDING-1), as the header's inline navigation and as its phone
 * drawer list: each stays on #/home and hands the section to `onGo`, which scrolls to it.
 */
export function LandingSectionLinks({
  listClassName,
  itemClassName,
  onGo,
}: {
  listClassName?: string;
  itemClassName?: string;
  onGo: (sectionId: string) => void;
}) {
  const { t } = useTranslation("common");
  return (
    <ul className={listClassName}>
      {LANDING_SECTIONS.map((section) => (
        <li key={section.id}>
          <a
            href={hrefTo("home")}
            className={itemClassName}
            data-section={section.id}
            onClick={(e) => {
              e.preventDefault();
              onGo(section.id);
            }}
          >
            {t(section.labelKey)}
          </a>
        </li>
      ))}
    </ul>
  );
}
