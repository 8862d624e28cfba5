/**
 * Member code views (spec 2.8): text with a copy button, CODE128 barcode, QR code (default).
 *
 *   <MemberCodeViews value={mobile} text={formatMobile(mobile)} />   // tabs: text, barcode, QR
 *   <QrCode value="..." level="H" margin={0} />                       // 192 px, 281 on big desktops
 *   <Barcode value="..." format="CODE128" />                          // black on transparent
 *
 * Sizes follow the device class (lib/codes.ts). A value the format cannot encode shows a short
 * message instead of a broken image.
 */
import { useEffect, useMemo, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import JsBarcode from 'jsbarcode';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { barcodeOptions, isValidBarcode, qrOptions } from '@/lib/codes';
import type { BarcodeFormat, QrLevel } from '@/lib/codes';
import { useDeviceClass } from '@/lib/device';
import { CopyIcon } from './icons';
import { copyToClipboard } from './toast';
import styles from './code-views.module.css';

export function QrCode({
  value,
  level = 'H',
  margin = 0,
}: {
  value: string;
  level?: QrLevel;
  margin?: number;
}) {
  const { t } = useTranslation('ui');
  const { width, errorCorrectionLevel } = qrOptions(useDeviceClass(), { level, margin });
  const key = `${value}|${width}|${errorCorrectionLevel}|${margin}`;
  const [drawn, setDrawn] = useState<{ key: string; src: string | null }>();

  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { width, errorCorrectionLevel, margin })
      .then((src) => live && setDrawn({ key, src }))
      .catch(() => live && setDrawn({ key, src: null }));
    return () => {
      live = false;
    };
  }, [key, value, width, errorCorrectionLevel, margin]);

  const current = drawn?.key === key ? drawn : undefined;
  if (current?.src === null) return <p className={styles.invalid}>{t('code.invalid')}</p>;
  return (
    <div className={styles.qr} style={{ width, height: width }}>
      {current?.src ? (
        <img src={current.src} width={width} height={width} alt={t('code.qrAlt', { value })} />
      ) : null}
    </div>
  );
}

/** Draws into a detached SVG during render; null when the value or browser cannot be drawn. */
function barcodeMarkup(value: string, options: ReturnType<typeof barcodeOptions>): string | null {
  if (!isValidBarcode(options.format, value)) return null;
  try {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    JsBarcode(svg, value, options);
    return svg.outerHTML;
  } catch {
    return null;
  }
}

export function Barcode({ value, format = 'CODE128' }: { value: string; format?: BarcodeFormat }) {
  const { t } = useTranslation('ui');
  const device = useDeviceClass();
  const markup = useMemo(
    () => barcodeMarkup(value, barcodeOptions(device, format)),
    [value, device, format],
  );
  if (!markup) return <p className={styles.invalid}>{t('code.invalid')}</p>;
  return (
    <div
      className={styles.barcode}
      role="img"
      aria-label={t('code.barcodeAlt', { value })}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

export type CodeView = 'text' | 'barcode' | 'qr';
const views: CodeView[] = ['text', 'barcode', 'qr'];

export function MemberCodeViews({
  value,
  text,
  defaultView = 'qr',
}: {
  value: string;
  /** What the text view shows (e.g. the masked mobile); the copy is always `value`. */
  text?: string;
  defaultView?: CodeView;
}) {
  const { t } = useTranslation('ui');
  return (
    <Tabs.Root className={styles.root} defaultValue={defaultView}>
      <div className={styles.panels}>
        <Tabs.Content value="text" className={styles.panel}>
          <div className={styles.textCode}>
            <span className={styles.code}>{text ?? value}</span>
            <button
              type="button"
              className={styles.copy}
              aria-label={t('code.copy')}
              onClick={() => void copyToClipboard(value)}
            >
              <CopyIcon size={20} />
            </button>
          </div>
        </Tabs.Content>
        <Tabs.Content value="barcode" className={styles.panel}>
          <Barcode value={value} />
        </Tabs.Content>
        <Tabs.Content value="qr" className={styles.panel}>
          <QrCode value={value} />
        </Tabs.Content>
      </div>
      <Tabs.List className={styles.tabs} aria-label={t('code.tabs')}>
        {views.map((view) => (
          <Tabs.Trigger key={view} value={view} className={styles.tab}>
            {t(`code.${view}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
