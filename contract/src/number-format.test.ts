import { expect, it } from 'vitest';

import { numberFormat } from './number-format';

it('makes each format once and formats as Intl does', () => {
  const twoPlaces = numberFormat('en-US', { maximumFractionDigits: 2 });
  expect(numberFormat('en-US', { maximumFractionDigits: 2 })).toBe(twoPlaces);
  expect(twoPlaces.format(1234.567)).toBe('1,234.57');
  expect(numberFormat('en-US')).not.toBe(twoPlaces);
  expect(numberFormat('th', { maximumFractionDigits: 2 })).not.toBe(twoPlaces);
  expect(numberFormat('th-TH', { style: 'percent' }).format(0.125)).toBe('13%');
});
