import { describe, expect, it } from 'vitest';
import { barcodeOptions, isValidBarcode, qrOptions } from './codes';
import type { BarcodeFormat } from './codes';

describe('isValidBarcode', () => {
  it.each<[BarcodeFormat, string, boolean]>([
    ['EAN13', '590123412345', true],
    ['EAN13', '5901234123457', true],
    ['EAN13', '59012341234', false],
    ['EAN13', '59012341234570', false],
    ['EAN13', '59012341234a', false],
    ['EAN8', '9638507', true],
    ['EAN8', '96385074', true],
    ['EAN8', '963850', false],
    ['EAN8', '963850741', false],
    ['UPC', '12345678901', true],
    ['UPC', '123456789012', true],
    ['UPC', '1234567890', false],
    ['UPC', '1234567890123', false],
    ['ITF', '12', true],
    ['ITF', '123456', true],
    ['ITF', '12345', false],
    ['ITF', '', false],
    ['ITF', '12a4', false],
    ['pharmacode', '3', true],
    ['pharmacode', '131070', true],
    ['pharmacode', '2', false],
    ['pharmacode', '131071', false],
    ['pharmacode', '12.5', false],
    ['CODE128', '0812345678', true],
    ['CODE128', 'ABC-123', true],
    ['CODE128', '', false],
    ['CODE128', 'รหัส', false],
  ])('%s %j is %s', (format, value, valid) => {
    expect(isValidBarcode(format, value)).toBe(valid);
  });
});

describe('barcodeOptions', () => {
  it('draws black CODE128 bars on transparent, smaller on mobile', () => {
    expect(barcodeOptions('mobile')).toMatchObject({
      format: 'CODE128',
      lineColor: '#000000',
      background: 'transparent',
      height: 55,
      fontSize: 16,
      width: 1.4,
      textMargin: 10,
    });
    for (const device of ['tablet', 'miniDesktop', 'bigDesktop'] as const) {
      expect(barcodeOptions(device)).toMatchObject({ height: 65, fontSize: 22, width: 2 });
    }
  });
});

describe('qrOptions', () => {
  it('is 192 px, 281 px on big desktops, level H and margin 0 by default', () => {
    expect(qrOptions('mobile')).toEqual({ width: 192, errorCorrectionLevel: 'H', margin: 0 });
    expect(qrOptions('miniDesktop').width).toBe(192);
    expect(qrOptions('bigDesktop').width).toBe(281);
  });

  it('takes another level, margin and a version from 1 to 40 only', () => {
    expect(qrOptions('mobile', { level: 'L', margin: 4, version: 40 })).toEqual({
      width: 192,
      errorCorrectionLevel: 'L',
      margin: 4,
      version: 40,
    });
    expect(qrOptions('mobile', { version: 0 }).version).toBeUndefined();
    expect(qrOptions('mobile', { version: 41 }).version).toBeUndefined();
  });
});
