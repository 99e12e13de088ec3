/**
 * The invite link as a QR code, drawn by the `qrcode` library as SVG (no canvas, so it renders in any browser
 * and in tests). Its own chunk: loaded only when /inviting shows a link (InvitingPage's lazy import), so the
 * first visit never fetches the library (e2e size budget).
 */
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

export default function InviteQr({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch((err: unknown) => console.warn('[shell] invite QR code failed', err));
    return () => {
      live = false;
    };
  }, [text]);
  if (!src) return <div css={{ width: 200, height: 200 }} aria-hidden />;
  return (
    <img
      src={src}
      alt={label}
      width={200}
      height={200}
      data-testid="invite-qr"
      css={{ display: 'block', background: '#fff', borderRadius: 8 }}
    />
  );
}
