import { QRCodeSVG } from 'qrcode.react';

/** The QR code library's SVG (its own chunk: `QrCode` imports this file lazily). */
export default function QrCodeSvg({ value, size, title }: { value: string; size: number; title: string }) {
  return <QRCodeSVG value={value} size={size} title={title} marginSize={2} role="img" aria-label={title} />;
}
