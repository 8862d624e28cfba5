import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  customFieldCheckResponse,
  customFieldConfigResponse,
  type CustomFieldManagementBody,
} from '@crm/contract/custom-fields';
import { errorBody } from '@crm/contract/envelope';
import type { Db } from '../../db/client';
import {
  brands,
  customFieldForms,
  customFields,
  memberCustomValues,
  members,
} from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';

const choices = (...values: string[]) =>
  values.map((value) => ({ value, label_th: `ตัวเลือก ${value}`, label_en: value }));

async function brandWithForms(db: Db, ref: string) {
  const [brand] = await db
    .insert(brands)
    .values({ ref, nameTh: `แบรนด์ ${ref}`, nameEn: ref })
    .returning();
  const brandId = brand!.id;
  const forms = await db
    .insert(customFieldForms)
    .values([
      { brandId, formName: 'lifestyle', titleTh: 'ไลฟ์สไตล์', titleEn: 'Lifestyle', sortOrder: 1 },
      { brandId, formName: 'work', titleTh: 'การทำงาน', titleEn: 'Work', sortOrder: 2 },
      { brandId, formName: 'extra', titleTh: 'เพิ่มเติม', titleEn: 'Extra', process: 5 },
    ])
    .returning();
  const formId = (name: string) => forms.find((f) => f.formName === name)!.id;
  const field = (
    form: string,
    columnName: string,
    fieldType: 'text' | 'number' | 'date' | 'single' | 'multiple',
    extra: Pick<
      typeof customFields.$inferInsert,
      'isRequired' | 'options' | 'sortOrder' | 'minValue' | 'maxValue' | 'integerOnly'
    > = {},
  ) => ({
    brandId,
    formId: formId(form),
    columnName,
    labelTh: `ช่อง ${columnName}`,
    labelEn: columnName,
    fieldType,
    ...extra,
  });
  await db.insert(customFields).values([
    field('lifestyle', 'drink', 'single', {
      isRequired: true,
      options: choices('coffee', 'tea', 'cocoa'),
      sortOrder: 1,
    }),
    field('lifestyle', 'interests', 'multiple', {
      options: choices('music', 'sport', 'travel'),
      sortOrder: 2,
    }),
    field('lifestyle', 'cups', 'number', { isRequired: true, sortOrder: 3 }),
    field('lifestyle', 'since', 'date', { sortOrder: 4 }),
    field('lifestyle', 'note', 'text', { sortOrder: 5 }),
    field('work', 'company', 'text', { isRequired: true }),
    field('extra', 'shoe_size', 'number', { minValue: 20.5, sortOrder: 1 }),
    field('extra', 'cups_per_week', 'number', {
      minValue: 0,
      maxValue: 100,
      integerOnly: true,
      sortOrder: 2,
    }),
  ]);
  return brand!;
}

describeEachDatabase('Custom fields', (use) => {
  beforeAll(async () => {
    await brandWithForms(use().db, 'cf-a');
    await brandWithForms(use().db, 'cf-b');
  });
  const url = (path: string) => `/api/v1.0${path}`;

  async function member(ctx: TestContext, brandRef = 'cf-a') {
    const signed = await signedInMember(ctx, { brandRef });
    const [row] = await ctx.db.select().from(members).where(eq(members.id, signed.id));
    return { ...signed, code: row!.memberCode };
  }
  const list = async (ctx: TestContext, headers: Record<string, string>, query = '') => {
    const res = await ctx.app.inject({ url: url(`/customercustomfields/list${query}`), headers });
    expect(res.statusCode).toBe(200);
    return customFieldConfigResponse.parse(res.json()).data.forms;
  };
  const check = async (ctx: TestContext, headers: Record<string, string>) => {
    const res = await ctx.app.inject({
      url: url('/customercustomfields/check-info?process=3'),
      headers,
    });
    expect(res.statusCode).toBe(200);
    return customFieldCheckResponse.parse(res.json()).data.list_form;
  };
  const save = (
    ctx: TestContext,
    headers: Record<string, string>,
    code: string,
    forms: Record<string, Record<string, unknown>>,
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: url('/customercustomfields/management'),
      headers,
      payload: {
        management: Object.entries(forms).map(([Form_Name, values]) => ({
          Form_Name,
          Primary_Key: 'Customer_S_Ref',
          Primary_Key_Value: code,
          Insert_Data: Object.entries(values).map(([Column_Name, Column_Value]) => ({
            Column_Name,
            Column_Value,
          })),
        })),
      } as CustomFieldManagementBody,
    });
  const storedValues = (db: Db, memberId: number) =>
    db.select().from(memberCustomValues).where(eq(memberCustomValues.memberId, memberId));

  it('lists the forms with their fields, choices and no answers yet', async () => {
    const ctx = use();
    const m = await member(ctx);
    const forms = await list(ctx, m.headers);
    expect(forms.map((f) => f.form_name)).toEqual(['extra', 'lifestyle', 'work']);
    const lifestyle = forms.find((f) => f.form_name === 'lifestyle')!;
    expect(lifestyle).toMatchObject({
      title_th: 'ไลฟ์สไตล์',
      process: 3,
      is_completed: false,
      primary_key: 'Customer_S_Ref',
      primary_key_value: m.code,
    });
    expect(lifestyle.fields.map((f) => [f.column_name, f.field_type, f.is_required])).toEqual([
      ['drink', 'single', true],
      ['interests', 'multiple', false],
      ['cups', 'number', true],
      ['since', 'date', false],
      ['note', 'text', false],
    ]);
    expect(lifestyle.fields[0]!.options.map((o) => o.value)).toEqual(['coffee', 'tea', 'cocoa']);
    expect(lifestyle.fields.every((f) => f.value === null)).toBe(true);
    const processThree = await list(ctx, m.headers, '?process=3');
    expect(processThree.map((f) => f.form_name)).toEqual(['lifestyle', 'work']);
  });

  it('saves valid answers of every type and reports forms done in check-info', async () => {
    const ctx = use();
    const m = await member(ctx);
    expect((await check(ctx, m.headers)).map((f) => [f.form_name, f.missing_fields])).toEqual([
      ['lifestyle', ['drink', 'cups']],
      ['work', ['company']],
    ]);

    const res = await save(ctx, m.headers, m.code, {
      lifestyle: {
        drink: 'tea',
        interests: ['music', 'travel', 'music'],
        cups: '2.5',
        since: '2020-02-29',
        note: '  หวานน้อย  ',
      },
    });
    expect(res.statusCode).toBe(200);
    const lifestyle = customFieldConfigResponse
      .parse(res.json())
      .data.forms.find((f) => f.form_name === 'lifestyle')!;
    expect(lifestyle.is_completed).toBe(true);
    expect(Object.fromEntries(lifestyle.fields.map((f) => [f.column_name, f.value]))).toEqual({
      drink: 'tea',
      interests: ['music', 'travel'],
      cups: 2.5,
      since: '2020-02-29',
      note: 'หวานน้อย',
    });
    expect((await check(ctx, m.headers)).map((f) => f.form_name)).toEqual(['work']);
    expect(
      (await ctx.db.select().from(members).where(eq(members.id, m.id)))[0]!.registrationStep,
    ).toBe('new');

    expect((await save(ctx, m.headers, m.code, { work: { company: 'ACME' } })).statusCode).toBe(
      200,
    );
    expect(await check(ctx, m.headers)).toEqual([]);
    const [row] = await ctx.db.select().from(members).where(eq(members.id, m.id));
    expect(row!.registrationStep).toBe('custom_fields');
  });

  it('updates part of a form and clears an optional answer', async () => {
    const ctx = use();
    const m = await member(ctx);
    await save(ctx, m.headers, m.code, {
      lifestyle: { drink: 'coffee', cups: 1, note: 'ร้อน' },
    });
    const res = await save(ctx, m.headers, m.code, { lifestyle: { cups: 3, note: null } });
    expect(res.statusCode).toBe(200);
    const values = Object.fromEntries(
      (await storedValues(ctx.db, m.id)).map((row) => [row.fieldId, row.value]),
    );
    expect(Object.values(values).sort()).toEqual([3, 'coffee'].sort());
  });

  it('refuses a missing required answer, a wrong type or an unknown choice, saving nothing', async () => {
    const ctx = use();
    const m = await member(ctx);
    const valid = { drink: 'coffee', cups: 2 };
    const cases: [string, Record<string, Record<string, unknown>>, RegExp][] = [
      ['required missing', { lifestyle: { cups: 2 } }, /lifestyle\.drink: required/],
      ['required emptied', { lifestyle: { ...valid, cups: '' } }, /lifestyle\.cups: required/],
      ['number as text', { lifestyle: { ...valid, cups: 'two' } }, /cups: notANumber/],
      ['impossible date', { lifestyle: { ...valid, since: '2021-02-29' } }, /since: invalidDate/],
      ['choice not offered', { lifestyle: { ...valid, drink: 'beer' } }, /drink: notAnOption/],
      ['list for single', { lifestyle: { ...valid, drink: ['tea'] } }, /drink: invalidValue/],
      [
        'one of many not offered',
        { lifestyle: { ...valid, interests: ['music', 'golf'] } },
        /interests: notAnOption/,
      ],
      [
        'text too long',
        { lifestyle: { ...valid, note: 'ก'.repeat(501) } },
        /lifestyle\.note: tooLong \(at most 500\)/,
      ],
      [
        'control character in text',
        { lifestyle: { ...valid, note: 'ร้อน\u0007' } },
        /lifestyle\.note: invalidCharacters/,
      ],
      [
        'unknown column',
        { lifestyle: { ...valid, colour: 'red' } },
        /lifestyle\.colour does not exist/,
      ],
      ['unknown form', { lifestyle: valid, hobbies: { x: '1' } }, /form hobbies does not exist/],
      // The first form is valid: it must not be saved when the second is not.
      [
        'second form invalid',
        { lifestyle: valid, work: { company: '' } },
        /work\.company: required/,
      ],
    ];
    for (const [name, forms, message] of cases) {
      const res = await save(ctx, m.headers, m.code, forms);
      expect(res.statusCode, name).toBe(400);
      const error = errorBody.parse(res.json()).error;
      expect(error.code, name).toBe('CUSTOM_FIELD_INVALID');
      expect(error.message_en, name).toMatch(message);
      expect(error.message_th).toMatch(/^กรุณาตรวจสอบข้อมูลเพิ่มเติม/);
    }
    expect(await storedValues(ctx.db, m.id)).toEqual([]);
    expect((await check(ctx, m.headers)).map((f) => f.form_name)).toEqual(['lifestyle', 'work']);
  });

  it('keeps number answers within the field’s bounds and to whole numbers where asked', async () => {
    const ctx = use();
    const m = await member(ctx);
    const extra = (await list(ctx, m.headers)).find((f) => f.form_name === 'extra')!;
    expect(
      extra.fields.map((f) => [f.column_name, f.min_value, f.max_value, f.integer_only]),
    ).toEqual([
      ['shoe_size', 20.5, null, false],
      ['cups_per_week', 0, 100, true],
    ]);

    const cases: [unknown, RegExp][] = [
      [-5, /^extra\.cups_per_week: outOfRange \(from 0 to 100\)$/],
      ['-5', /^extra\.cups_per_week: outOfRange \(from 0 to 100\)$/],
      [101, /^extra\.cups_per_week: outOfRange \(from 0 to 100\)$/],
      [2.5, /^extra\.cups_per_week: notAnInteger$/],
      ['2.5', /^extra\.cups_per_week: notAnInteger$/],
    ];
    for (const [cups, message] of cases) {
      const res = await save(ctx, m.headers, m.code, { extra: { cups_per_week: cups } });
      expect(res.statusCode, String(cups)).toBe(400);
      const error = errorBody.parse(res.json()).error;
      expect(error.code).toBe('CUSTOM_FIELD_INVALID');
      expect(error.message_en, String(cups)).toMatch(message);
      expect(error.message_th).toContain('ช่อง cups_per_week');
    }
    const oneSided = await save(ctx, m.headers, m.code, { extra: { shoe_size: 20 } });
    expect(errorBody.parse(oneSided.json()).error.message_en).toBe(
      'extra.shoe_size: outOfRange (at least 20.5)',
    );
    expect(await storedValues(ctx.db, m.id)).toEqual([]);

    const res = await save(ctx, m.headers, m.code, { extra: { cups_per_week: 3, shoe_size: 42 } });
    expect(res.statusCode).toBe(200);
    expect((await storedValues(ctx.db, m.id)).map((row) => row.value).sort()).toEqual([3, 42]);
  });

  it('refuses bounds no answer could meet', async () => {
    const { db } = use();
    const [brand] = await db.select().from(brands).where(eq(brands.ref, 'cf-a'));
    const [form] = await db
      .select()
      .from(customFieldForms)
      .where(and(eq(customFieldForms.brandId, brand!.id), eq(customFieldForms.formName, 'extra')));
    await expect(
      db.insert(customFields).values({
        brandId: brand!.id,
        formId: form!.id,
        columnName: 'impossible',
        labelTh: 'เป็นไปไม่ได้',
        labelEn: 'Impossible',
        fieldType: 'number',
        minValue: 10,
        maxValue: 1,
      }),
    ).rejects.toMatchObject({
      // check_violation
      cause: {
        code: '23514',
        message: expect.stringContaining('custom_fields_bounds_ck') as string,
      },
    });
  });

  it('refuses answers written for another member, and shows nobody else’s answers', async () => {
    const ctx = use();
    const owner = await member(ctx);
    const other = await member(ctx);
    const elsewhere = await member(ctx, 'cf-b');
    expect(
      (await save(ctx, owner.headers, owner.code, { lifestyle: { drink: 'tea', cups: 1 } }))
        .statusCode,
    ).toBe(200);

    const forOther = await save(ctx, owner.headers, other.code, { work: { company: 'X' } });
    expect(forOther.statusCode).toBe(403);
    expect(await storedValues(ctx.db, other.id)).toEqual([]);

    for (const viewer of [other, elsewhere]) {
      const forms = await list(ctx, viewer.headers);
      expect(forms.flatMap((f) => f.fields).every((f) => f.value === null)).toBe(true);
      expect(forms.every((f) => f.primary_key_value === viewer.code)).toBe(true);
    }
    // Brand B has its own form of the same name: saving there leaves brand A's answers alone.
    expect(
      (
        await save(ctx, elsewhere.headers, elsewhere.code, {
          lifestyle: { drink: 'cocoa', cups: 9 },
        })
      ).statusCode,
    ).toBe(200);
    const ownerForms = await list(ctx, owner.headers);
    const drink = ownerForms.find((f) => f.form_name === 'lifestyle')!.fields[0]!;
    expect(drink.value).toBe('tea');
    const [brandB] = await ctx.db.select().from(brands).where(eq(brands.ref, 'cf-b'));
    const bValues = await ctx.db
      .select()
      .from(memberCustomValues)
      .where(and(eq(memberCustomValues.brandId, brandB!.id)));
    expect(bValues.every((row) => row.memberId === elsewhere.id)).toBe(true);
  });

  it('serves the same forms on the profile page, and needs a token everywhere', async () => {
    const ctx = use();
    const m = await member(ctx);
    await save(ctx, m.headers, m.code, { lifestyle: { drink: 'tea', cups: 1 } });
    const res = await ctx.app.inject({
      url: url('/Customer/DynamicInfoConfig'),
      headers: m.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(customFieldConfigResponse.parse(res.json()).data.forms).toEqual(
      await list(ctx, m.headers),
    );
    for (const path of [
      '/Customer/DynamicInfoConfig',
      '/customercustomfields/list',
      '/customercustomfields/check-info?process=3',
    ]) {
      expect((await ctx.app.inject({ url: url(path) })).statusCode, path).toBe(401);
    }
    const noProcess = await ctx.app.inject({
      url: url('/customercustomfields/check-info'),
      headers: m.headers,
    });
    expect(noProcess.statusCode).toBe(400);
  });
});
