/**
 * Barcode and QR rules (spec 5, 9). Rendering lives in components/ui/code-views.tsx.
 *
 *   isValidBarcode('EAN13', '590123412345')   // true: 12 or 13 digits
 *   barcodeOptions('mobile')                   // JsBarcode options for the member's CODE128
 *   qrOptions('bigDesktop')                    // { width: 281, errorCorrectionLevel: 'H', margin: 0 }
 */
import type { DeviceClass } from './device';

export type BarcodeFormat = 'CODE128' | 'EAN13' | 'EAN8' | 'UPC' | 'ITF' | 'pharmacode';
export type QrLevel = 'L' | 'M' | 'Q' | 'H';

export const PHARMACODE_RANGE = { min: 3, max: 131070 } as const;
export const QR_VERSION_RANGE = { min: 1, max: 40 } as const;

const digits = (value: string, min: number, max: number) =>
  new RegExp(`^\\d{${min},${max}}$`).test(value);

/** Whether `value` can be drawn in `format`; CODE128 takes any non-empty ASCII text. */
export function isValidBarcode(format: BarcodeFormat, value: string): boolean {
  switch (format) {
    case 'CODE128':
      // eslint-disable-next-line no-control-regex -- CODE128 encodes the full ASCII range
      return /^[\x00-\x7F]+$/.test(value);
    case 'EAN13':
      return digits(value, 12, 13);
    case 'EAN8':
      return digits(value, 7, 8);
    case 'UPC':
      return digits(value, 11, 12);
    case 'ITF':
      return /^\d+$/.test(value) && value.length % 2 === 0;
    case 'pharmacode': {
      if (!/^\d+$/.test(value)) return false;
      const number = Number(value);
      return number >= PHARMACODE_RANGE.min && number <= PHARMACODE_RANGE.max;
    }
  }
}

export interface BarcodeOptions {
  format: BarcodeFormat;
  lineColor: string;
  background: string;
  height: number;
  fontSize: number;
  width: number;
  textMargin: number;
  margin: number;
  displayValue: boolean;
}

/** Black bars on a transparent background; smaller on phones. */
export function barcodeOptions(
  device: DeviceClass,
  format: BarcodeFormat = 'CODE128',
): BarcodeOptions {
  const phone = device === 'mobile';
  return {
    format,
    lineColor: '#000000',
    background: 'transparent',
    height: phone ? 55 : 65,
    fontSize: phone ? 16 : 22,
    width: phone ? 1.4 : 2,
    textMargin: 10,
    margin: 0,
    displayValue: true,
  };
}

export interface QrOptions {
  width: number;
  errorCorrectionLevel: QrLevel;
  margin: number;
  version?: number;
}

/** 192 px, 281 px on big desktops; level H and no margin unless asked. */
export function qrOptions(
  device: DeviceClass,
  { level = 'H', margin = 0, version }: { level?: QrLevel; margin?: number; version?: number } = {},
): QrOptions {
  const options: QrOptions = {
    width: device === 'bigDesktop' ? 281 : 192,
    errorCorrectionLevel: level,
    margin,
  };
  if (
    version !== undefined &&
    Number.isInteger(version) &&
    version >= QR_VERSION_RANGE.min &&
    version <= QR_VERSION_RANGE.max
  ) {
    options.version = version;
  }
  return options;
}
