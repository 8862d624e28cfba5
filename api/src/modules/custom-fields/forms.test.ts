import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { customFieldCheckResponse, customFieldConfigResponse } from '@crm/contract/custom-fields';
import {
  formListResponse,
  formResponse,
  type AdminField,
  type AdminForm,
} from '@crm/contract/registration-forms';
import { auditLog, memberCustomValues } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import { expectError } from '../auth/test-helpers';
import { signedInOperator } from '../operators/test-fixtures';

const API = '/api/v1.0';
const FORMS = `${API}/operator/forms`;

type Headers = Record<string, string>;

const choice = (value: string) => ({ value, label_th: `ตัวเลือก ${value}`, label_en: value });

/** A field's definition as the console sends it, with what a test changes. */
const definition = (overrides: Partial<Omit<AdminField, 'field_id' | 'answers'>> = {}) => ({
  label_th: 'คำถาม',
  label_en: 'Question',
  field_type: 'text' as AdminField['field_type'],
  options: [] as AdminField['options'],
  is_required: false,
  min_value: null as number | null,
  max_value: null as number | null,
  integer_only: false,
  ...overrides,
});

/** What a field is now, as PUT takes it back, with what a test changes. */
const asSent = (field: AdminField, overrides: Partial<AdminField> = {}) => {
  const now = { ...field, ...overrides };
  return {
    ...definition({
      label_th: now.label_th,
      label_en: now.label_en,
      field_type: now.field_type,
      options: now.options,
      is_required: now.is_required,
      min_value: now.min_value,
      max_value: now.max_value,
      integer_only: now.integer_only,
    }),
    is_active: now.is_active,
  };
};

describeEachDatabase('Registration forms in the console', (use) => {
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    use().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function brandWithOwner(ctx: TestContext) {
    const brand = await createOtherBrand(ctx);
    const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
    return { brand, owner };
  }

  const ok = async (res: Awaited<ReturnType<typeof send>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return formResponse.parse(res.json()).data;
  };

  const createForm = (headers: Headers, formName: string, process = 3) =>
    send('POST', FORMS, headers, {
      form_name: formName,
      title_th: `แบบฟอร์ม ${formName}`,
      title_en: `Form ${formName}`,
      process,
    }).then(ok);

  const addField = (headers: Headers, form: AdminForm, column: string, overrides = {}) =>
    send('POST', `${FORMS}/${form.form_id}/fields`, headers, {
      column_name: column,
      ...definition(overrides),
    }).then(ok);

  const fieldOf = (form: AdminForm, column: string) =>
    form.fields.find((field) => field.column_name === column)!;

  const putField = (headers: Headers, form: AdminForm, field: AdminField, body: object) =>
    send('PUT', `${FORMS}/${form.form_id}/fields/${field.field_id}`, headers, body);

  const listForms = async (headers: Headers) => {
    const res = await send('GET', FORMS, headers);
    expect(res.statusCode, res.body).toBe(200);
    return formListResponse.parse(res.json()).data.forms;
  };

  const memberForms = async (headers: Headers) => {
    const res = await use().app.inject({ url: `${API}/customercustomfields/list`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return customFieldConfigResponse.parse(res.json()).data.forms;
  };

  /** The member app's save of answers to one form. */
  const answer = (
    member: { headers: Headers; code: string },
    form: AdminForm,
    answers: Record<string, unknown>,
  ) =>
    use().app.inject({
      method: 'POST',
      url: `${API}/customercustomfields/management`,
      headers: member.headers,
      payload: {
        management: [
          {
            Form_Name: form.form_name,
            Primary_Key: 'Customer_S_Ref',
            Primary_Key_Value: member.code,
            Insert_Data: Object.entries(answers).map(([Column_Name, Column_Value]) => ({
              Column_Name,
              Column_Value,
            })),
          },
        ],
      },
    });

  /** A member of the brand who answered the form through the member app's own route. */
  async function answeringMember(
    ctx: TestContext,
    brandRef: string,
    form: AdminForm,
    answers: Record<string, unknown>,
  ) {
    const signedIn = await signedInMember(ctx, { brandRef });
    const [config] = await memberForms(signedIn.headers);
    const member = { headers: signedIn.headers, code: config!.primary_key_value };
    const res = await answer(member, form, answers);
    expect(res.statusCode, res.body).toBe(200);
    return member;
  }

  const auditOf = (ctx: TestContext, brandId: number, action: string) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.brandId, brandId), eq(auditLog.action, action)))
      .orderBy(asc(auditLog.id));

  it('lets owners and admins edit forms, and nobody else', async () => {
    const ctx = use();
    const { brand, owner } = await brandWithOwner(ctx);
    const form = await addField(owner.headers, await createForm(owner.headers, 'matrix'), 'note');
    const field = fieldOf(form, 'note');
    let n = 0;
    await expectRoleMatrix(
      ctx,
      [
        { method: 'GET', url: FORMS, allowed: ['owner', 'admin'] },
        {
          method: 'POST',
          url: FORMS,
          payloadFor: (role, where) => ({
            form_name: `form_${role}_${where}_${(n += 1)}`,
            title_th: 'แบบฟอร์ม',
            title_en: 'Form',
            process: 3,
          }),
          allowed: ['owner', 'admin'],
        },
        {
          method: 'PUT',
          url: `${FORMS}/${form.form_id}`,
          payload: { title_th: 'ใหม่', title_en: 'New', process: 3, is_active: true },
          allowed: ['owner', 'admin'],
          target: true,
        },
        {
          method: 'POST',
          url: `${FORMS}/${form.form_id}/fields`,
          payloadFor: (role, where) => ({
            column_name: `f_${role}_${where}_${(n += 1)}`,
            ...definition(),
          }),
          allowed: ['owner', 'admin'],
          target: true,
        },
        {
          method: 'PUT',
          url: `${FORMS}/${form.form_id}/fields/order`,
          payload: { field_ids: [field.field_id] },
          allowed: ['owner', 'admin'],
          target: true,
        },
        {
          method: 'PUT',
          url: `${FORMS}/${form.form_id}/fields/${field.field_id}`,
          payload: { ...asSent(field), label_en: 'Changed' },
          allowed: ['owner', 'admin'],
          target: true,
        },
        {
          method: 'PUT',
          url: `${FORMS}/order`,
          payload: { form_ids: [form.form_id] },
          allowed: ['owner', 'admin'],
        },
      ],
      { brandRef: brand.ref },
    );
  });

  it('builds a form members answer, in order, and hides what is deactivated while keeping answers', async () => {
    const ctx = use();
    const { brand, owner } = await brandWithOwner(ctx);
    let form = await createForm(owner.headers, 'lifestyle');
    expect(form).toMatchObject({ form_name: 'lifestyle', is_active: true, fields: [] });
    form = await addField(owner.headers, form, 'drink', {
      field_type: 'single',
      options: [choice('coffee'), choice('tea')],
      is_required: true,
    });
    form = await addField(owner.headers, form, 'cups', {
      field_type: 'number',
      min_value: 0,
      max_value: 20,
      integer_only: true,
    });
    form = await addField(owner.headers, form, 'note');
    expect(form.fields.map((f) => f.column_name)).toEqual(['drink', 'cups', 'note']);

    const member = await answeringMember(ctx, brand.ref, form, { drink: 'tea', cups: 3 });
    const [seen] = await memberForms(member.headers);
    expect(seen!.fields.map((f) => [f.column_name, f.value])).toEqual([
      ['drink', 'tea'],
      ['cups', 3],
      ['note', null],
    ]);
    expect((await listForms(owner.headers))[0]!.fields.map((f) => f.answers)).toEqual([1, 1, 0]);

    const ids = form.fields.map((f) => f.field_id);
    form = await ok(
      await send('PUT', `${FORMS}/${form.form_id}/fields/order`, owner.headers, {
        field_ids: [ids[2], ids[0], ids[1]],
      }),
    );
    expect(form.fields.map((f) => f.column_name)).toEqual(['note', 'drink', 'cups']);
    expect((await memberForms(member.headers))[0]!.fields.map((f) => f.column_name)).toEqual([
      'note',
      'drink',
      'cups',
    ]);

    const cups = fieldOf(form, 'cups');
    form = await ok(await putField(owner.headers, form, cups, asSent(cups, { is_active: false })));
    expect(fieldOf(form, 'cups')).toMatchObject({ is_active: false, answers: 1 });
    expect((await memberForms(member.headers))[0]!.fields.map((f) => f.column_name)).toEqual([
      'note',
      'drink',
    ]);
    const kept = await ctx.db
      .select()
      .from(memberCustomValues)
      .where(eq(memberCustomValues.fieldId, cups.field_id));
    expect(kept.map((row) => row.value)).toEqual([3]);
    // An answer to an inactive field is no longer taken.
    expectError(await answer(member, form, { cups: 4 }), 400, 'CUSTOM_FIELD_INVALID');

    form = await ok(
      await send('PUT', `${FORMS}/${form.form_id}`, owner.headers, {
        title_th: 'ไลฟ์สไตล์',
        title_en: 'Lifestyle',
        process: 1,
        is_active: false,
      }),
    );
    expect(form).toMatchObject({ is_active: false, process: 1, title_en: 'Lifestyle' });
    expect(await memberForms(member.headers)).toEqual([]);
    const check = await ctx.app.inject({
      url: `${API}/customercustomfields/check-info?process=3`,
      headers: member.headers,
    });
    expect(customFieldCheckResponse.parse(check.json()).data.list_form).toEqual([]);
  });

  it('keeps what members answered: no new type, no picked choice removed, no bounds that exclude an answer', async () => {
    const ctx = use();
    const { brand, owner } = await brandWithOwner(ctx);
    let form = await createForm(owner.headers, 'answers');
    form = await addField(owner.headers, form, 'drink', {
      field_type: 'single',
      options: [choice('coffee'), choice('tea'), choice('cocoa')],
    });
    form = await addField(owner.headers, form, 'likes', {
      field_type: 'multiple',
      options: [choice('music'), choice('sport')],
    });
    form = await addField(owner.headers, form, 'cups', { field_type: 'number' });
    form = await addField(owner.headers, form, 'unanswered');
    await answeringMember(ctx, brand.ref, form, { drink: 'coffee', likes: ['music'], cups: 5 });
    const [drink, likes, cups, unanswered] = ['drink', 'likes', 'cups', 'unanswered'].map((c) =>
      fieldOf(form, c),
    ) as [AdminField, AdminField, AdminField, AdminField];
    const before = await listForms(owner.headers);

    const typeLocked = expectError(
      await putField(
        owner.headers,
        form,
        drink,
        asSent(drink, { field_type: 'text', options: [] }),
      ),
      409,
      'CUSTOM_FIELD_TYPE_LOCKED',
    );
    expect(typeLocked.message_en).toMatch(/deactivate/i);
    expect(typeLocked.message_th).toContain('ปิดใช้งาน');
    const picked = expectError(
      await putField(owner.headers, form, drink, asSent(drink, { options: [choice('tea')] })),
      409,
      'CUSTOM_FIELD_CHOICE_IN_USE',
    );
    expect(picked.message_en).toContain('coffee');
    expect(picked.message_en).not.toContain('cocoa');
    expectError(
      await putField(owner.headers, form, likes, asSent(likes, { options: [choice('sport')] })),
      409,
      'CUSTOM_FIELD_CHOICE_IN_USE',
    );
    expectError(
      await putField(owner.headers, form, cups, asSent(cups, { max_value: 3 })),
      409,
      'CUSTOM_FIELD_ANSWERS_OUTSIDE',
    );
    expectError(
      await putField(owner.headers, form, cups, asSent(cups, { min_value: 5.5 })),
      409,
      'CUSTOM_FIELD_ANSWERS_OUTSIDE',
    );
    expect(await listForms(owner.headers)).toEqual(before);
    expect(await auditOf(ctx, owner.brandId, 'forms.field.update')).toHaveLength(0);

    // What keeps every answer is fine: new labels, unpicked choices gone, bounds around 5.
    form = await ok(
      await putField(
        owner.headers,
        form,
        drink,
        asSent(drink, {
          label_en: 'Favourite drink',
          options: [{ ...choice('coffee'), label_en: 'Coffee' }, choice('tea')],
        }),
      ),
    );
    expect(fieldOf(form, 'drink').options.map((o) => o.value)).toEqual(['coffee', 'tea']);
    form = await ok(
      await putField(
        owner.headers,
        form,
        cups,
        asSent(cups, { min_value: 0, max_value: 5, integer_only: true }),
      ),
    );
    // A field nobody answered may become anything.
    form = await ok(
      await putField(owner.headers, form, unanswered, asSent(unanswered, { field_type: 'date' })),
    );
    expect(fieldOf(form, 'unanswered').field_type).toBe('date');
  });

  it('refuses definitions the contract does not take, and clashes, changing nothing', async () => {
    const ctx = use();
    const { owner } = await brandWithOwner(ctx);
    const form = await addField(owner.headers, await createForm(owner.headers, 'checks'), 'taken');
    const field = fieldOf(form, 'taken');
    const before = await listForms(owner.headers);
    const badDefinitions = [
      definition({ field_type: 'text', options: [choice('a')] }),
      definition({ field_type: 'single', options: [] }),
      definition({ field_type: 'multiple', options: [choice('a'), choice('a')] }),
      definition({ field_type: 'number', min_value: 10, max_value: 1 }),
      definition({ field_type: 'number', min_value: 0.2, max_value: 0.8, integer_only: true }),
      definition({ field_type: 'date', min_value: 1 }),
      definition({ field_type: 'text', integer_only: true }),
      definition({ label_th: '  ' }),
      definition({
        field_type: 'single',
        options: [{ value: 'a b', label_th: 'x', label_en: 'x' }],
      }),
      definition({ field_type: 'number', max_value: 1e16 }),
    ];
    for (const body of badDefinitions) {
      expectError(
        await send('POST', `${FORMS}/${form.form_id}/fields`, owner.headers, {
          column_name: 'fresh',
          ...body,
        }),
        400,
        'VALIDATION_ERROR',
      );
      expectError(
        await putField(owner.headers, form, field, { ...body, is_active: true }),
        400,
        'VALIDATION_ERROR',
      );
    }
    for (const column_name of ['Upper', '1st', 'with space', '', 'x'.repeat(101)]) {
      expectError(
        await send('POST', `${FORMS}/${form.form_id}/fields`, owner.headers, {
          column_name,
          ...definition(),
        }),
        400,
        'VALIDATION_ERROR',
      );
    }
    expectError(
      await send('POST', `${FORMS}/${form.form_id}/fields`, owner.headers, {
        column_name: 'taken',
        ...definition(),
      }),
      409,
      'CUSTOM_FIELD_NAME_TAKEN',
    );
    expectError(
      await send('POST', FORMS, owner.headers, {
        form_name: 'checks',
        title_th: 'ซ้ำ',
        title_en: 'Again',
        process: 3,
      }),
      409,
      'CUSTOM_FORM_NAME_TAKEN',
    );
    expectError(
      await send('PUT', `${FORMS}/999999`, owner.headers, {
        title_th: 'x',
        title_en: 'x',
        process: 3,
        is_active: true,
      }),
      404,
      'CUSTOM_FORM_NOT_FOUND',
    );
    expectError(
      await putField(owner.headers, { ...form, form_id: 999999 }, field, asSent(field)),
      404,
      'CUSTOM_FORM_NOT_FOUND',
    );
    expectError(
      await putField(owner.headers, form, { ...field, field_id: 999999 }, asSent(field)),
      404,
      'CUSTOM_FIELD_NOT_FOUND',
    );
    for (const field_ids of [[999999], [field.field_id, 999999]]) {
      expectError(
        await send('PUT', `${FORMS}/${form.form_id}/fields/order`, owner.headers, { field_ids }),
        409,
        'CUSTOM_FORM_ORDER_MISMATCH',
      );
    }
    expectError(
      await send('PUT', `${FORMS}/order`, owner.headers, {
        form_ids: [form.form_id, form.form_id],
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(await listForms(owner.headers)).toEqual(before);
    expect(await auditOf(ctx, owner.brandId, 'forms.field.update')).toHaveLength(0);
    expect(await auditOf(ctx, owner.brandId, 'forms.field.order')).toHaveLength(0);
  });

  it('orders forms and audits every change with before and after', async () => {
    const ctx = use();
    const { owner } = await brandWithOwner(ctx);
    const first = await createForm(owner.headers, 'first');
    const second = await createForm(owner.headers, 'second', 1);
    const res = await send('PUT', `${FORMS}/order`, owner.headers, {
      form_ids: [second.form_id, first.form_id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(formListResponse.parse(res.json()).data.forms.map((f) => f.form_name)).toEqual([
      'second',
      'first',
    ]);
    const withField = await addField(owner.headers, first, 'note', { label_en: 'Note' });
    const note = fieldOf(withField, 'note');
    await putField(owner.headers, withField, note, asSent(note, { label_en: 'A note' }));

    const [created] = await auditOf(ctx, owner.brandId, 'forms.form.create');
    expect(created).toMatchObject({
      operatorId: owner.id,
      role: 'owner',
      targetType: 'custom_field_form',
      targetId: String(first.form_id),
      before: null,
      after: { formName: 'first', process: 3, isActive: true },
    });
    const [ordered] = await auditOf(ctx, owner.brandId, 'forms.form.order');
    expect(ordered).toMatchObject({
      before: { form_ids: [first.form_id, second.form_id] },
      after: { form_ids: [second.form_id, first.form_id] },
    });
    const [fieldCreated] = await auditOf(ctx, owner.brandId, 'forms.field.create');
    expect(fieldCreated).toMatchObject({
      targetType: 'custom_field',
      targetId: String(note.field_id),
      after: { column_name: 'note', label_en: 'Note' },
    });
    const [updated] = await auditOf(ctx, owner.brandId, 'forms.field.update');
    expect(updated).toMatchObject({
      before: { label_en: 'Note' },
      after: { label_en: 'A note' },
    });
  });
});
