import { useEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { trapTab } from "../components/dialog/focus-trap";
import { useModalFocus } from "../components/dialog/use-modal-focus";

/**
 * A modal side panel (258 px, LIMIT-LAYOUT-1) sliding in from the end edge. Escape and the backdrop close
 * it; focus is trapped while open and returns to the menu button.
 */
export function Drawer({
  open,
  onClose,
  label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref, open);
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const closeOnNavigation = () => onClose();
    addEventListener("hashchange", closeOnNavigation);
    return () => {
      document.body.style.overflow = previous;
      removeEventListener("hashchange", closeOnNavigation);
    };
  }, [open, onClose]);
  if (!open) return null;
  // Portalled to <body>: the sticky header's backdrop-filter would otherwise become the fixed
  // drawer's containing block and clip it to the header's height.
  return createPortal(
    <div className="drawer-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose();
          if (ref.current) trapTab(event, ref.current);
        }}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
