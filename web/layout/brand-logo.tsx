import { BRAND, BRAND_MARK } from "../brand/brand.config";

/** The mark plus the product name; the name is real text so it is read and translated nowhere. */
export function BrandLogo({ withName = true, size = 32 }: { withName?: boolean; size?: number }) {
  return (
    <span className="brand-logo">
      <svg viewBox={BRAND_MARK.viewBox} width={size} height={size} aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="brand-mark-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={BRAND.colours.primary} />
            <stop offset="1" stopColor={BRAND.colours.accent} />
          </linearGradient>
        </defs>
        <path d={BRAND_MARK.bubble} fill="url(#brand-mark-gradient)" />
        <path d={BRAND_MARK.spark} fill="#fff" />
      </svg>
      {withName ? <span className="brand-logo__name">{BRAND.name}</span> : null}
    </span>
  );
}
