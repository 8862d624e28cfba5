import type { CustomField, CustomFieldForm } from '@crm/contract/custom-fields';
import { describe, expect, it } from 'vitest';
import {
  answerProblems,
  customFieldsDefaults,
  customFieldsSchema,
  isBlankAnswer,
  managementBody,
} from './custom-fields';

const field = (overrides: Partial<CustomField>): CustomField => ({
  field_id: 1,
  column_name: 'col',
  label_th: 'ช่อง',
  label_en: 'Field',
  field_type: 'text',
  options: [],
  is_required: false,
  min_value: null,
  max_value: null,
  integer_only: false,
  value: null,
  ...overrides,
});

const options = [
  { value: 'a', label_th: 'ก', label_en: 'A' },
  { value: 'b', label_th: 'ข', label_en: 'B' },
];

const form: CustomFieldForm = {
  form_id: 7,
  form_name: 'prefs',
  title_th: 'ความชอบ',
  title_en: 'Preferences',
  process: 3,
  is_completed: false,
  primary_key: 'Customer_S_Ref',
  primary_key_value: 'M1',
  fields: [
    field({ field_id: 1, column_name: 'menu', is_required: true, value: 'ลาเต้' }),
    field({ field_id: 2, column_name: 'cups', field_type: 'number' }),
    field({ field_id: 3, column_name: 'day', field_type: 'date' }),
    field({ field_id: 4, column_name: 'roast', field_type: 'single', options, is_required: true }),
    field({ field_id: 5, column_name: 'likes', field_type: 'multiple', options, value: ['b'] }),
  ],
};

const problems = (answers: unknown) => {
  const result = customFieldsSchema([form]).safeParse(answers);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('custom field forms', () => {
  it('start from the answers the member already gave', () => {
    expect(customFieldsDefaults([form])).toEqual({
      prefs: { menu: 'ลาเต้', cups: '', day: '', roast: '', likes: ['b'] },
    });
  });

  it('need the required answers and well-formed numbers and dates', () => {
    expect(
      problems({ prefs: { menu: ' ', cups: '2 cups', day: '2024-02-30', roast: '', likes: [] } }),
    ).toEqual({
      'prefs.menu': 'required',
      'prefs.cups': 'notANumber',
      'prefs.day': 'invalidDate',
      'prefs.roast': 'required',
    });
    expect(
      problems({ prefs: { menu: 'มอคค่า', cups: '2.5', day: '2024-02-29', roast: 'a', likes: [] } }),
    ).toEqual({});
  });

  it('apply the rules the API applies: text length and characters, offered choices', () => {
    expect(
      problems({
        prefs: { menu: 'ก'.repeat(501), cups: '', day: '', roast: 'z', likes: ['a', 'x'] },
      }),
    ).toEqual({
      'prefs.menu': 'tooLong',
      'prefs.roast': 'notAnOption',
      'prefs.likes': 'notAnOption',
    });
    expect(
      problems({ prefs: { menu: 'ลาเต้\u0000', cups: '', day: '', roast: 'a', likes: [] } }),
    ).toEqual({ 'prefs.menu': 'invalidCharacters' });
  });

  it('keep numbers within the field’s bounds, whole where the field asks', () => {
    const bounded: CustomFieldForm = {
      ...form,
      fields: [
        field({ column_name: 'cups', field_type: 'number', min_value: 0, max_value: 100 }),
        field({ column_name: 'shots', field_type: 'number', integer_only: true }),
      ],
    };
    const check = (cups: string, shots: string) => {
      const result = customFieldsSchema([bounded]).safeParse({ prefs: { cups, shots } });
      return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(check('-5', '2.5')).toEqual([
      ['prefs.cups', 'outOfRange'],
      ['prefs.shots', 'notAnInteger'],
    ]);
    expect(check('100', '-3')).toEqual([]);
  });

  it('name each problem by form and column for screens without a form library', () => {
    const answers = customFieldsDefaults([form]);
    expect(Object.fromEntries(answerProblems([form], answers))).toEqual({
      'prefs.roast': 'required',
    });
    answers.prefs!.roast = 'b';
    expect(answerProblems([form], answers).size).toBe(0);
  });

  it('count blank text and empty choices as no answer', () => {
    expect(isBlankAnswer(undefined)).toBe(true);
    expect(isBlankAnswer('  ')).toBe(true);
    expect(isBlankAnswer([])).toBe(true);
    expect(isBlankAnswer('0')).toBe(false);
    expect(isBlankAnswer(['a'])).toBe(false);
  });

  it('send every field, numbers as numbers and empty answers as null', () => {
    const body = managementBody([form], {
      prefs: { menu: ' มอคค่า ', cups: '3', day: '', roast: 'a', likes: [] },
    });
    expect(body).toEqual({
      management: [
        {
          Form_Name: 'prefs',
          Primary_Key: 'Customer_S_Ref',
          Primary_Key_Value: 'M1',
          Insert_Data: [
            { Column_Name: 'menu', Column_Value: 'มอคค่า' },
            { Column_Name: 'cups', Column_Value: 3 },
            { Column_Name: 'day', Column_Value: null },
            { Column_Name: 'roast', Column_Value: 'a' },
            { Column_Name: 'likes', Column_Value: null },
          ],
        },
      ],
    });
  });
});
