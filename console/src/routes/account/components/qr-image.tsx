import { useEffect, useState } from 'react';
import { Image, Skeleton } from '@mantine/core';
import QRCode from 'qrcode';

/** A QR code of `value` (the authenticator's otpauth:// link), drawn in the browser as SVG. */
export function QrImage({ value, alt, size = 200 }: { value: string; alt: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return src ? <Image src={src} alt={alt} w={size} h={size} /> : <Skeleton w={size} h={size} />;
}
