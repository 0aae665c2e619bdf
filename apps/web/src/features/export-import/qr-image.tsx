// The QR code of a link as an SVG image, 300 px wide.
// A failure to draw it is only logged; the link stays on screen.
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

import styles from './qr-image.module.css';

export const QR_WIDTH = 300;

export function QrImage({ link, label }: { link: string; label: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: QR_WIDTH })
      .then((svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch((error: unknown) => {
        console.warn('Could not draw the QR code.', error);
        if (current) setSource(null);
      });
    return () => {
      current = false;
    };
  }, [link]);
  if (!source) return <div className={styles.placeholder} aria-hidden="true" />;
  return <img className={styles.image} src={source} alt={label} width={QR_WIDTH} height={QR_WIDTH} />;
}
