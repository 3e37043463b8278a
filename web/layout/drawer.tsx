import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { focusableIn, trapTab } from "../components/dialog/focus-trap";
import { Icon } from "../components/icons/icon";

/**
 * A side panel (258 px, LIMIT-LAYOUT-1) sliding in from the end edge, opened by a button with
 * `popoverTarget={id}`. It is a native popover (ADR-0497): the browser opens it in the top layer,
 * closes it on Escape or a tap outside and gives focus back, so a menu pressed on the prerendered
 * page opens at once, before any of the app's script has run.
 */
export function Drawer({
  id,
  label,
  top,
  children,
}: {
  id: string;
  label: string;
  /** Shown at the start of the top bar, before the close button. */
  top?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    // Opened, focus goes into the panel (so Tab and a screen reader start there); closed, the
    // browser gives it back to the button.
    const onToggle = (event: Event) => {
      if (event instanceof ToggleEvent && event.newState === "open") (focusableIn(node)[0] ?? node).focus();
    };
    const closeOnNavigation = () => closeDrawer(id);
    node.addEventListener("toggle", onToggle);
    addEventListener("hashchange", closeOnNavigation);
    return () => {
      node.removeEventListener("toggle", onToggle);
      removeEventListener("hashchange", closeOnNavigation);
    };
  }, [id]);
  return (
    <div
      ref={ref}
      id={id}
      popover="auto"
      className="drawer"
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={(event) => ref.current && trapTab(event, ref.current)}
    >
      <div className="drawer__top">
        {top}
        <button
          type="button"
          className="icon-button"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={t("menu.close")}
        >
          <Icon name="close" />
        </button>
      </div>
      {children}
    </div>
  );
}

/** Closes the drawer `id` if it is open (a link or an action inside it was used). */
export function closeDrawer(id: string): void {
  const node = document.getElementById(id);
  if (node?.matches(":popover-open")) node.hidePopover();
}
