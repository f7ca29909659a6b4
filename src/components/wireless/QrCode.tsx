import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** Four light modules around the code: the quiet zone scanners need to find it. */
const QUIET_ZONE = 4;

/** UTF-8 bytes as a one-byte-per-character string: qrcode-generator's byte mode takes each char code as a byte. */
function utf8Bytes(text: string): string {
  return String.fromCharCode(...new TextEncoder().encode(text));
}

/** The dark modules of a QR code (error correction M) as one SVG path, one unit per module. */
function qrPath(text: string): { size: number; path: string } {
  const qr = qrcode(0, 'M');
  qr.addData(utf8Bytes(text), 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
  return { size: count + 2 * QUIET_ZONE, path };
}

/** A QR code of `text` as crisp SVG on white (scanners need dark on light, also in the dark theme). */
export function QrCode({ text, label, pixels = 240 }: { text: string; label: string; pixels?: number }) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-testid="wifi-qr"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
