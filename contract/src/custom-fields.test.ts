import { describe, expect, it } from 'vitest';
import {
  MAX_TEXT_VALUE_LENGTH,
  checkCustomFieldAnswer,
  type CustomFieldRule,
} from './custom-fields';

const option = (value: string) => ({ value, label_th: value, label_en: value });
const field = (field_type: CustomFieldRule['field_type']): CustomFieldRule => ({
  field_type,
  options: ['light', 'dark'].map(option),
});

describe('checkCustomFieldAnswer', () => {
  it('treats an empty answer as none, whatever the type', () => {
    for (const type of ['text', 'number', 'date', 'single', 'multiple'] as const) {
      for (const empty of [null, '', '  ', []]) {
        expect(checkCustomFieldAnswer(field(type), empty)).toEqual({ ok: true, value: null });
      }
    }
  });

  it('stores text trimmed, up to its length, without control characters', () => {
    const text = field('text');
    expect(checkCustomFieldAnswer(text, ' ลาเต้ ')).toEqual({ ok: true, value: 'ลาเต้' });
    expect(checkCustomFieldAnswer(text, 'ก'.repeat(MAX_TEXT_VALUE_LENGTH)).ok).toBe(true);
    expect(checkCustomFieldAnswer(text, 'ก'.repeat(MAX_TEXT_VALUE_LENGTH + 1))).toEqual({
      ok: false,
      problem: 'tooLong',
    });
    for (const bad of ['a\u0000b', 'bell\u0007', 'rtl\u202Eoverride']) {
      expect(checkCustomFieldAnswer(text, bad)).toEqual({
        ok: false,
        problem: 'invalidCharacters',
      });
    }
    expect(checkCustomFieldAnswer(text, ['a'])).toEqual({ ok: false, problem: 'invalidValue' });
  });

  it('reads numbers from form text or JSON', () => {
    const number = field('number');
    expect(checkCustomFieldAnswer(number, ' 12.5 ')).toEqual({ ok: true, value: 12.5 });
    expect(checkCustomFieldAnswer(number, 3)).toEqual({ ok: true, value: 3 });
    for (const bad of ['two', '1e3', '1,000', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(checkCustomFieldAnswer(number, bad), String(bad)).toEqual({
        ok: false,
        problem: 'notANumber',
      });
    }
  });

  it('takes real calendar days only', () => {
    expect(checkCustomFieldAnswer(field('date'), '2024-02-29').ok).toBe(true);
    expect(checkCustomFieldAnswer(field('date'), '2023-02-29')).toEqual({
      ok: false,
      problem: 'invalidDate',
    });
  });

  it('takes only the offered choices', () => {
    expect(checkCustomFieldAnswer(field('single'), 'dark')).toEqual({ ok: true, value: 'dark' });
    expect(checkCustomFieldAnswer(field('single'), 'medium')).toEqual({
      ok: false,
      problem: 'notAnOption',
    });
    expect(checkCustomFieldAnswer(field('multiple'), ['dark', 'light', 'dark'])).toEqual({
      ok: true,
      value: ['dark', 'light'],
    });
    expect(checkCustomFieldAnswer(field('multiple'), ['dark', 'medium'])).toEqual({
      ok: false,
      problem: 'notAnOption',
    });
  });
});
