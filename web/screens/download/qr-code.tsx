import qrcode from "qrcode-generator";
import { useMemo } from "react";

/** The quiet zone the QR standard asks for, in modules; scanners fail without it. */
const QUIET_ZONE = 4;

/**
 * A QR code drawn locally as one SVG path (no network, no canvas), crisp at any size and in
 * print. Dark modules on a white square even in dark mode: many scanners cannot read inverted
 * codes.
 */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { path, extent } = useMemo(() => {
    const code = qrcode(0, "M");
    code.addData(value, "Byte");
    code.make();
    const count = code.getModuleCount();
    let d = "";
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) {
        if (code.isDark(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { path: d, extent: count + QUIET_ZONE * 2 };
  }, [value]);

  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
