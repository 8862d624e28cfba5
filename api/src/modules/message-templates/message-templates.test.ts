import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageKinds } from '@crm/contract/message-kinds';
import {
  messageTemplateListResponse,
  messageTemplateResponse,
  renderTemplate,
  templatePlaceholders,
  templatePreviewResponse,
} from '@crm/contract/message-templates';
import { auditLog } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import { expectError } from '../auth/test-helpers';
import { signedInOperator } from '../operators/test-fixtures';
import { defaultTemplates } from './defaults';
import { findTemplate } from './service';

const URL = '/api/v1.0/console/message-templates';
const edit = {
  is_enabled: true,
  is_important: true,
  body_th: 'รับ {{points}} คะแนนจาก {{brand}}',
  body_en: '{{points}} points from {{brand}}',
};

describe('renderTemplate', () => {
  it('fills placeholders, leaves unknown ones empty and never expands a value', () => {
    expect(renderTemplate('{{ points }} / {{balance}}', { points: 120, balance: '1,450' })).toBe(
      '120 / 1,450',
    );
    expect(renderTemplate('a{{nothing}}b{{toString}}c', {})).toBe('abc');
    expect(renderTemplate('{{tier}}', { tier: '{{points}}', points: 5 })).toBe('{{points}}');
    expect(renderTemplate('<b>{{tier}}</b>', { tier: '<i>' })).toBe('<b><i></b>');
  });

  it('has Thai and English defaults that use only their kind’s placeholders', () => {
    for (const kind of messageKinds) {
      for (const body of [defaultTemplates[kind].bodyTh, defaultTemplates[kind].bodyEn]) {
        const used = [...body.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
        expect(used.length, `${kind}: ${body}`).toBeGreaterThan(0);
        for (const name of used) {
          expect(templatePlaceholders[kind] as readonly string[], `${kind}: ${name}`).toContain(
            name,
          );
        }
      }
    }
  });
});

describe('message templates', () => {
  describeEachDatabase('console', (use) => {
    it('lets owners and admins edit, managers read and preview, and nobody else', async () => {
      await expectRoleMatrix(use(), [
        { method: 'GET', url: URL, allowed: ['owner', 'admin', 'manager'] },
        { method: 'PUT', url: `${URL}/points_earned`, payload: edit, allowed: ['owner', 'admin'] },
        {
          method: 'POST',
          url: `${URL}/preview`,
          payload: { kind: 'tier_up', body_th: 'x', body_en: 'y' },
          allowed: ['owner', 'admin', 'manager'],
        },
      ]);
    });

    it('lists built-in texts until the brand writes its own, audited, and only for that brand', async () => {
      const ctx = use();
      const brand = await createOtherBrand(ctx);
      const other = await createOtherBrand(ctx);
      const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
      const list = async (headers: Record<string, string>) =>
        messageTemplateListResponse.parse(
          (await ctx.app.inject({ method: 'GET', url: URL, headers })).json(),
        ).data.items;

      const before = await list(owner.headers);
      expect(before.map((t) => t.kind)).toEqual([...messageKinds]);
      expect(before.every((t) => !t.is_custom && t.is_enabled)).toBe(true);

      const put = await ctx.app.inject({
        method: 'PUT',
        url: `${URL}/points_earned`,
        headers: owner.headers,
        payload: edit,
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(messageTemplateResponse.parse(put.json()).data).toMatchObject({
        kind: 'points_earned',
        is_custom: true,
        is_important: true,
        body_th: edit.body_th,
        placeholders: ['brand', 'points', 'balance'],
      });
      expect(await findTemplate(ctx.db, brand.id, 'points_earned')).toMatchObject({
        bodyEn: edit.body_en,
        isImportant: true,
      });
      expect(await findTemplate(ctx.db, other.id, 'points_earned')).toMatchObject({
        isCustom: false,
        bodyEn: defaultTemplates.points_earned.bodyEn,
      });

      const [entry] = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.brandId, brand.id), eq(auditLog.action, 'messages.template.update')))
        .orderBy(desc(auditLog.id));
      expect(entry).toMatchObject({ targetType: 'message_template', targetId: 'points_earned' });
      expect(entry!.before).toMatchObject({ is_custom: false });
      expect(entry!.after).toMatchObject({ body_th: edit.body_th });
    });

    it('previews both languages with sample values and the brand name', async () => {
      const ctx = use();
      const owner = await signedInOperator(ctx, { role: 'owner' });
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${URL}/preview`,
        headers: owner.headers,
        payload: {
          kind: 'points_expiring',
          body_th: '{{brand}}: {{points}} คะแนนหมดอายุใน {{days}} วัน {{unknown}}!',
          body_en: '{{points}} points expire on {{date}}',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const preview = templatePreviewResponse.parse(res.json()).data;
      expect(preview.text_th).toMatch(/^.+: 120 คะแนนหมดอายุใน 30 วัน !$/);
      expect(preview.text_th.startsWith('{{')).toBe(false);
      expect(preview.text_en).toBe('120 points expire on 31 Dec 2026');
    });

    it('refuses an unknown kind, the broadcast kind, and empty or long texts', async () => {
      const ctx = use();
      const owner = await signedInOperator(ctx, { role: 'owner' });
      const put = (kind: string, payload: object) =>
        ctx.app.inject({ method: 'PUT', url: `${URL}/${kind}`, headers: owner.headers, payload });
      expectError(await put('nonsense', edit), 400, 'VALIDATION_ERROR');
      expectError(await put('broadcast', edit), 400, 'VALIDATION_ERROR');
      expectError(await put('tier_up', { ...edit, body_th: '  ' }), 400, 'VALIDATION_ERROR');
      expectError(
        await put('tier_up', { ...edit, body_en: 'x'.repeat(1001) }),
        400,
        'VALIDATION_ERROR',
      );
    });
  });
});
