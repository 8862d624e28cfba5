import { describe, expect, it } from 'vitest';
import {
  MAX_TEXT_VALUE_LENGTH,
  checkCustomFieldAnswer,
  type CustomFieldRule,
} from './custom-fields';

const option = (value: string) => ({ value, label_th: value, label_en: value });
const field = (
  field_type: CustomFieldRule['field_type'],
  number: Partial<Pick<CustomFieldRule, 'min_value' | 'max_value' | 'integer_only'>> = {},
): CustomFieldRule => ({
  field_type,
  options: ['light', 'dark'].map(option),
  min_value: null,
  max_value: null,
  integer_only: false,
  ...number,
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

  it('takes numbers within the bounds, both included, as typed or as JSON', () => {
    const cups = field('number', { min_value: 0, max_value: 100 });
    for (const good of [0, '0', 3, ' 3 ', 100, '100', 2.5]) {
      expect(checkCustomFieldAnswer(cups, good).ok, String(good)).toBe(true);
    }
    for (const bad of [-5, '-5', '-0.5', 100.5, '101']) {
      expect(checkCustomFieldAnswer(cups, bad), String(bad)).toEqual({
        ok: false,
        problem: 'outOfRange',
      });
    }
  });

  it('bounds a number on one side only when the other bound is missing', () => {
    const atLeast = field('number', { min_value: 1.5 });
    expect(checkCustomFieldAnswer(atLeast, 1_000_000).ok).toBe(true);
    expect(checkCustomFieldAnswer(atLeast, '1.4')).toEqual({ ok: false, problem: 'outOfRange' });
    const atMost = field('number', { max_value: -1 });
    expect(checkCustomFieldAnswer(atMost, -1_000_000).ok).toBe(true);
    expect(checkCustomFieldAnswer(atMost, 0)).toEqual({ ok: false, problem: 'outOfRange' });
    expect(checkCustomFieldAnswer(field('number'), -5)).toEqual({ ok: true, value: -5 });
  });

  it('takes whole numbers only when the field says so', () => {
    const cups = field('number', { min_value: 0, max_value: 100, integer_only: true });
    expect(checkCustomFieldAnswer(cups, '3')).toEqual({ ok: true, value: 3 });
    expect(checkCustomFieldAnswer(cups, '3.0')).toEqual({ ok: true, value: 3 });
    for (const bad of [2.5, '2.5', '0.1']) {
      expect(checkCustomFieldAnswer(cups, bad), String(bad)).toEqual({
        ok: false,
        problem: 'notAnInteger',
      });
    }
    expect(checkCustomFieldAnswer(cups, 'two')).toEqual({ ok: false, problem: 'notANumber' });
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
