import { randomBytes, randomInt } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { memberDetailResponse, memberListResponse } from '@crm/contract/console-members';
import { MEMBER_PHOTO_IMAGE_GROUP } from '@crm/contract/customer';
import {
  MEMBER_EXPORT_FILES,
  memberErasureResponse,
  memberExportLinkResponse,
} from '@crm/contract/privacy-requests';
import type { Db } from '../../db/client';
import {
  auditLog,
  consentRecords,
  customFieldForms,
  customFields,
  idempotencyKeys,
  images,
  lineMessages,
  memberAddresses,
  memberCustomValues,
  memberMessageOptOuts,
  members,
  messageOutbox,
  otps,
  pdpaPolicies,
  pinAttempts,
  privilegeIssues,
  sessions,
  smsMessages,
} from '../../db/schema';
import { hashSecret } from '../../lib/slow-hash';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { expectRoleMatrix } from '../../test/role-matrix';
import { signedInMember } from '../../test/member-fixture';
import * as audit from '../audit/service';
import { earnPoints } from '../points/ledger';
import { expectError, freshIp, post, readOtp } from '../auth/test-helpers';
import { multipartBody } from '../customer/multipart-fixture';
import { createPrivilege, memberWithPoints, pointsOf } from '../offers/test-fixtures';
import { signedInOperator } from '../operators/test-fixtures';

const api = (url: string) => `/api/v1.0${url}`;
const PIN = '582047';
const pad = (n: number) => String(n).padStart(2, '0');

/** The answers of a brand's one text field, made once per database. */
const textFields = new WeakMap<TestContext, number>();
async function textField(ctx: TestContext, brandId: number) {
  const known = textFields.get(ctx);
  if (known) return known;
  const [form] = await ctx.db
    .insert(customFieldForms)
    .values({
      brandId,
      formName: `privacy_${randomBytes(3).toString('hex')}`,
      titleTh: 'ฟอร์ม',
      titleEn: 'Form',
    })
    .returning();
  const [field] = await ctx.db
    .insert(customFields)
    .values({
      brandId,
      formId: form!.id,
      columnName: 'favourite',
      labelTh: 'เมนูโปรด',
      labelEn: 'Favourite dish',
      fieldType: 'text',
    })
    .returning();
  textFields.set(ctx, field!.id);
  return field!.id;
}

const png = (background: string) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * A member with data everywhere the product keeps it: profile and photos (two uploads), address,
 * custom answer, LINE id, PIN, consent, points, a privilege code bought with a stored idempotent
 * reply, an OTP, SMS, PIN attempts, and an audit entry holding their values. The values are the
 * member's own (tagged), but the address's province and the privilege are shared with others.
 */
async function richMember(ctx: TestContext) {
  const tag = randomBytes(4).toString('hex');
  // Names take letters only: the tag spelt in Thai consonants.
  const letters = [...tag].map((digit) => 'กขคงจฉชซญดตถทนบป'[parseInt(digit, 16)]).join('');
  const m = await memberWithPoints(ctx, 'demo', 500);
  const values = {
    first: `สม${letters}`,
    last: `ใจ${letters}`,
    email: `p${tag}@example.com`,
    birthdate: `19${40 + randomInt(60)}-${pad(1 + randomInt(12))}-${pad(1 + randomInt(28))}`,
    line: `U${tag}${tag}`,
    detail: `บ้านเลขที่ ${tag} ซอยทดสอบ`,
    answer: `ต้มยำ${tag}`,
    mobile: m.mobileNo,
  };
  for (const colour of ['#112233', '#445566']) {
    const form = await multipartBody(
      {
        first_name: values.first,
        last_name: values.last,
        email: values.email,
        birthdate: values.birthdate,
        gender: 'female',
      },
      { field: 'image', filename: 'me.png', type: 'image/png', bytes: await png(colour) },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: api('/Customer/UpdateCustomerInfo'),
      headers: { ...m.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await ctx.db
    .update(members)
    .set({ lineUserId: values.line, pinHash: await hashSecret(PIN) })
    .where(eq(members.id, m.id));
  await ctx.db.insert(memberAddresses).values({
    brandId: m.brandId,
    memberId: m.id,
    detail: values.detail,
    province: 'กรุงเทพมหานคร',
    postal: '10110',
  });
  await ctx.db.insert(memberCustomValues).values({
    brandId: m.brandId,
    memberId: m.id,
    fieldId: await textField(ctx, m.brandId),
    value: values.answer,
  });
  const [policy] = await ctx.db
    .select()
    .from(pdpaPolicies)
    .where(eq(pdpaPolicies.brandId, m.brandId))
    .limit(1);
  await ctx.db.insert(consentRecords).values({
    brandId: m.brandId,
    memberId: m.id,
    policyId: policy!.id,
    action: 1,
    channel: 'app',
    ip: freshIp(),
  });
  await ctx.db.insert(otps).values({
    brandId: m.brandId,
    mobileNo: values.mobile,
    purpose: 'login',
    codeHash: 'x',
    refCode: 'ABCD',
    expiresAt: new Date(),
  });
  await ctx.db.insert(pinAttempts).values({ brandId: m.brandId, mobileNo: values.mobile });
  await ctx.db.insert(smsMessages).values({
    brandId: m.brandId,
    toNumber: values.mobile,
    body: `สวัสดี ${values.first}`,
    provider: 'dev',
  });
  // Messages: one queued with the member's values in it, one sent by LINE, a kind turned off.
  await ctx.db.insert(messageOutbox).values({
    brandId: m.brandId,
    memberId: m.id,
    kind: 'broadcast',
    dedupeKey: `test:${tag}`,
    params: { text: `สวัสดี ${values.first} ${values.email}` },
    lastError: `LINE refused ${values.line}`,
  });
  await ctx.db.insert(lineMessages).values({
    brandId: m.brandId,
    toUserId: values.line,
    messages: [{ type: 'text', text: `ยินดีด้วย ${values.last}` }],
    retryKey: `retry-${tag}`,
  });
  await ctx.db
    .insert(memberMessageOptOuts)
    .values({ brandId: m.brandId, memberId: m.id, kind: 'broadcast' });
  await ctx.db.insert(idempotencyKeys).values({
    brandId: m.brandId,
    memberId: m.id,
    key: `k-${tag}`,
    requestHash: 'h',
    statusCode: 200,
    response: { data: { name: `${values.first} ${values.last}`, mobile: values.mobile } },
  });
  await ctx.db.transaction((tx) =>
    audit.record(tx, audit.toolActor(m.brandId, 'test'), {
      action: 'member.edit',
      targetType: 'member',
      targetId: m.id,
      before: { first_name: values.first, email: values.email, tier: 'gold' },
      after: { first_name: 'X', note: `ย้ายจาก ${values.detail}`, mobile: values.mobile },
    }),
  );
  // An entry whose description names the member, as an operator's adjustment may.
  await ctx.db.transaction((tx) =>
    earnPoints(tx, {
      brandId: m.brandId,
      memberId: m.id,
      points: 5,
      entryType: 'adjust',
      sourceType: 'test',
      sourceId: `named-${tag}`,
      descriptionTh: `ชดเชยให้คุณ${values.first} ${values.last}`,
      descriptionEn: `Make-good for ${values.email}`,
    }),
  );
  const privilege = await createPrivilege(ctx.db, m.brandId, { pointNeed: 40 });
  const issued = await ctx.app.inject({
    method: 'POST',
    url: api('/privilege/Issue'),
    headers: { ...m.headers, 'idempotency-key': `issue-${tag}` },
    payload: { Privilege_Id: privilege.id, Amount: 1, Type: 1 },
  });
  expect(issued.statusCode, issued.body).toBe(200);
  return { ...m, values };
}

/** The rows of a raw query, as both drivers answer them. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Where each value still appears: every text, date and JSON column of every table. */
async function findValues(db: Db, values: string[]): Promise<string[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('text', 'character varying', 'json', 'jsonb', 'date')`,
  );
  expect(columns.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const cell = sql`${sql.identifier(table)}.${sql.identifier(column)}::text`;
    const checks = sql.join(
      values.map((value) => sql`strpos(${cell}, ${value}) > 0`),
      sql` or `,
    );
    const rows = await rowsOf<{ cell: string }>(
      db,
      sql`select ${cell} as cell from ${sql.identifier(table)} where ${checks} limit 1`,
    );
    if (rows.length > 0) found.push(`${table}.${column}: ${rows[0]!.cell.slice(0, 120)}`);
  }
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

const readZip = (bytes: Buffer) => {
  const files = unzipSync(new Uint8Array(bytes));
  const text = (name: string) => strFromU8(files[name]!);
  return {
    files,
    text,
    json: JSON.parse(text(MEMBER_EXPORT_FILES.json)) as Record<string, unknown>,
  };
};

describeEachDatabase('Privacy requests', (use) => {
  const owner = () => signedInOperator(use(), { role: 'owner' });
  const exportOf = (headers: Record<string, string>, memberId: number) =>
    use().app.inject({ method: 'GET', url: api(`/console/members/${memberId}/export`), headers });
  const erase = (headers: Record<string, string>, memberId: number, body: object) =>
    use().app.inject({
      method: 'POST',
      url: api(`/console/members/${memberId}/erase`),
      headers,
      payload: body,
    });

  describe('export', () => {
    it("holds everything of the member and nothing of another's, as JSON and CSV", async () => {
      const ctx = use();
      const a = await richMember(ctx);
      const b = await richMember(ctx);
      // A's messages in English, one of them sent by LINE; B turned one more kind off.
      await ctx.db.update(members).set({ messageLanguage: 'en' }).where(eq(members.id, a.id));
      const sentAt = new Date('2026-03-01T02:00:00Z');
      await ctx.db.insert(messageOutbox).values({
        brandId: a.brandId,
        memberId: a.id,
        kind: 'tier_up',
        dedupeKey: `test-sent:${a.id}`,
        params: { tierTh: 'ทอง', tierEn: 'Gold' },
        status: 'sent',
        channel: 'line',
        sentAt,
      });
      await ctx.db
        .insert(memberMessageOptOuts)
        .values({ brandId: b.brandId, memberId: b.id, kind: 'points_earned' });
      const { headers } = await owner();
      const res = await exportOf(headers, a.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="member-M\w+-\d{8}\.zip"$/,
      );
      const zip = readZip(res.rawPayload);
      expect(Object.keys(zip.files).sort()).toEqual(
        [...Object.values(MEMBER_EXPORT_FILES), 'photo.webp'].sort(),
      );
      const all = Object.entries(zip.files)
        .filter(([name]) => name !== 'photo.webp')
        .map(([, bytes]) => strFromU8(bytes))
        .join('\n');
      for (const value of Object.values(a.values)) expect(all).toContain(value);
      for (const value of Object.values(b.values)) expect(all).not.toContain(value);

      const json = zip.json as {
        profile: Record<string, unknown>;
        points_ledger: { points: number }[];
        points_lots: unknown[];
        privilege_codes: unknown[];
        consents: unknown[];
        custom_fields: { value: unknown }[];
        sessions: unknown[];
        message_preferences: unknown;
        messages: Record<string, unknown>[];
      };
      expect(json.profile).toMatchObject({
        first_name: a.values.first,
        mobile_no: a.values.mobile,
        line_user_id: a.values.line,
        has_pin: true,
        photo_file: 'photo.webp',
      });
      const { balance } = await pointsOf(ctx.db, a);
      expect(json.profile.point_balance).toBe(balance);
      expect(json.points_ledger.reduce((sum, entry) => sum + entry.points, 0)).toBe(balance);
      expect(json.points_lots).toHaveLength(2);
      expect(json.privilege_codes).toHaveLength(1);
      expect(json.consents).toHaveLength(1);
      expect(json.custom_fields).toEqual([expect.objectContaining({ value: a.values.answer })]);
      expect(json.sessions).toHaveLength(1);
      expect(json.message_preferences).toEqual({
        language: 'en',
        kinds_turned_off: [{ kind: 'broadcast', turned_off_at: expect.any(String) as unknown }],
      });
      // Every message of A's (the points they joined with included), each once.
      const queued = await ctx.db
        .select({ id: messageOutbox.id })
        .from(messageOutbox)
        .where(eq(messageOutbox.memberId, a.id));
      expect(json.messages).toHaveLength(queued.length);
      expect(json.messages).toEqual(
        expect.arrayContaining([
          {
            kind: 'broadcast',
            channel: null,
            status: 'pending',
            params: { text: `สวัสดี ${a.values.first} ${a.values.email}` },
            queued_at: expect.any(String) as unknown,
            sent_at: null,
          },
          {
            kind: 'tier_up',
            channel: 'line',
            status: 'sent',
            params: { tierTh: 'ทอง', tierEn: 'Gold' },
            queued_at: expect.any(String) as unknown,
            sent_at: sentAt.toISOString(),
          },
        ]),
      );

      const header = (file: string) =>
        zip
          .text(file)
          .replace(/^\uFEFF/, '')
          .split(/\r?\n/)[0];
      expect(header(MEMBER_EXPORT_FILES.profile)).toMatch(
        /^member_code,first_name,last_name,mobile_no,/,
      );
      expect(header(MEMBER_EXPORT_FILES.ledger)).toBe(
        'entry_id,at,entry_type,points,spending_amount,is_visit,source_type,source_id,description_th,description_en,expires_at',
      );
      expect(header(MEMBER_EXPORT_FILES.packages)).toMatch(/^transaction_id,package_th,/);
      const csvLines = (file: string) =>
        zip
          .text(file)
          .replace(/^\uFEFF/, '')
          .trim()
          .split(/\r?\n/);
      expect(csvLines(MEMBER_EXPORT_FILES.messagePreferences)).toEqual([
        'message_language,kind_turned_off,turned_off_at',
        expect.stringMatching(/^en,broadcast,\d{4}-/),
      ]);
      const messageLines = csvLines(MEMBER_EXPORT_FILES.messages);
      expect(messageLines[0]).toBe('kind,channel,status,params,queued_at,sent_at');
      expect(messageLines).toHaveLength(queued.length + 1);
      expect(messageLines).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^broadcast,,pending,/),
          expect.stringMatching(new RegExp(`^tier_up,line,sent,.*,${sentAt.toISOString()}$`)),
        ]),
      );
      // An empty part still names its columns.
      expect(
        zip
          .text(MEMBER_EXPORT_FILES.packageCodes)
          .replace(/^\uFEFF/, '')
          .trim(),
      ).toBe('transaction_id,code,issued_at,expires_at,used_at,released_at');
      expect(zip.text(MEMBER_EXPORT_FILES.readme)).toMatch(/ข้อมูลส่วนบุคคล[\s\S]*personal data/);
      const photo = await sharp(Buffer.from(zip.files['photo.webp']!)).metadata();
      expect(photo.format).toBe('webp');

      const [entry] = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'member.export'), eq(auditLog.targetId, String(a.id))));
      expect(entry).toMatchObject({ role: 'owner', targetType: 'member' });
      const recorded = JSON.stringify(entry);
      for (const value of Object.values(a.values)) expect(recorded).not.toContain(value);
    });

    it("answers 404 for a member of another brand or none, and refuses a member's token", async () => {
      const ctx = use();
      const { headers } = await owner();
      const stranger = await signedInMember(ctx, { brandRef: 'demo' });
      expectError(await exportOf(headers, 2_000_000_000), 404, 'MEMBER_NOT_FOUND');
      expectError(await exportOf(stranger.headers, stranger.id), 401, 'UNAUTHORIZED');
    });

    it('lets a member download their own data by a short-lived link, a few times an hour', async () => {
      const ctx = use();
      const a = await richMember(ctx);
      const { headers: operatorHeaders } = await owner();
      const refused = await ctx.app.inject({
        method: 'POST',
        url: api('/Customer/DataExport'),
        headers: operatorHeaders,
      });
      expect(refused.statusCode).toBe(401);

      const ask = () =>
        ctx.app.inject({ method: 'POST', url: api('/Customer/DataExport'), headers: a.headers });
      const link = memberExportLinkResponse.parse((await ask()).json()).data;
      expect(link.download_url).toMatch(/^\/api\/v1\.0\/Customer\/DataExport\?token=[\w.-]+$/);
      expect(Date.parse(link.expires_at) - Date.now()).toBeLessThanOrEqual(300_000);
      const download = await ctx.app.inject({ url: link.download_url });
      expect(download.statusCode, download.body).toBe(200);
      expect(download.headers['content-type']).toBe('application/zip');
      const zip = readZip(download.rawPayload);
      expect((zip.json.profile as { mobile_no: string }).mobile_no).toBe(a.values.mobile);
      const [entry] = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'member.export'), eq(auditLog.targetId, String(a.id))));
      expect(entry).toMatchObject({ role: 'member', operatorId: null });

      expectError(
        await ctx.app.inject({ url: `${link.download_url.slice(0, -3)}abc` }),
        410,
        'EXPORT_LINK_EXPIRED',
      );
      await ask();
      await ask();
      expectError(await ask(), 429, 'TOO_MANY_ATTEMPTS');

      // Signing out ends the link with the session.
      await ctx.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.memberId, a.id));
      expectError(await ctx.app.inject({ url: link.download_url }), 410, 'EXPORT_LINK_EXPIRED');
    });
  });

  describe('erasure', () => {
    it('leaves no personal value of the member in any table or file, and keeps the ledger', async () => {
      const ctx = use();
      const a = await richMember(ctx);
      const b = await richMember(ctx);
      const values = Object.values(a.values);
      expect(await findValues(ctx.db, values)).not.toEqual([]);
      const filesDir = path.join(ctx.config.dataDir, 'files');
      const photoDir = path.join(filesDir, 'demo', 'members', String(a.id));
      expect(readdirSync(photoDir)).toHaveLength(2);
      const pointsBefore = await pointsOf(ctx.db, a);
      const [{ code }] = (await ctx.db
        .select({ code: members.memberCode })
        .from(members)
        .where(eq(members.id, a.id))) as [{ code: string }];
      const { headers } = await owner();

      expectError(
        await erase(headers, a.id, { confirm_member_code: 'M-wrong', reason: 'ลูกค้าขอลบ' }),
        422,
        'ERASE_CONFIRMATION_MISMATCH',
      );
      const res = await erase(headers, a.id, {
        confirm_member_code: code,
        reason: `ลูกค้าขอลบข้อมูล (${a.values.first})`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(memberErasureResponse.parse(res.json()).data).toMatchObject({
        member_id: a.id,
        member_code: code,
        already_erased: false,
      });

      expect(await findValues(ctx.db, values)).toEqual([]);
      const messagesLeft = async (memberId: number) => [
        ...(await ctx.db.select().from(messageOutbox).where(eq(messageOutbox.memberId, memberId))),
        ...(await ctx.db
          .select()
          .from(memberMessageOptOuts)
          .where(eq(memberMessageOptOuts.memberId, memberId))),
      ];
      expect(await messagesLeft(a.id)).toEqual([]);
      expect((await messagesLeft(b.id)).length).toBeGreaterThan(1);
      expect(() => statSync(photoDir)).toThrow();
      for (const file of filesUnder(filesDir)) {
        const text = readFileSync(file, 'latin1') + readFileSync(file, 'utf8');
        for (const value of values)
          expect(text.includes(value), `${file} holds ${value}`).toBe(false);
      }
      const [row] = await ctx.db.select().from(members).where(eq(members.id, a.id));
      expect(row).toMatchObject({
        firstName: '',
        lastName: '',
        mobileNo: null,
        lineUserId: null,
        pinHash: null,
        imageUrl: '',
        memberCode: code,
      });
      expect(row!.erasedAt).toBeInstanceOf(Date);
      expect(await pointsOf(ctx.db, a)).toEqual(pointsBefore);
      const photoKeys = await ctx.db
        .select({ key: images.key })
        .from(images)
        .where(and(eq(images.groupType, MEMBER_PHOTO_IMAGE_GROUP), eq(images.brandId, a.brandId)));
      expect(photoKeys.filter(({ key }) => key.startsWith(`members/${a.id}/`))).toEqual([]);
      const [consent] = await ctx.db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.memberId, a.id));
      expect(consent).toMatchObject({ action: 1, channel: 'app', ip: '' });
      const [recorded] = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'member.erase'), eq(auditLog.targetId, String(a.id))));
      expect(recorded).toMatchObject({
        role: 'owner',
        after: { erased: true, reason: 'ลูกค้าขอลบข้อมูล ()' },
      });

      // The console's search and detail still show the member, by their code and without values.
      const found = await ctx.app.inject({ url: api(`/console/members?q=${code}`), headers });
      expect(found.statusCode, found.body).toBe(200);
      expect(memberListResponse.parse(found.json()).data.items).toEqual([
        expect.objectContaining({
          member_id: a.id,
          first_name: '',
          last_name: '',
          mobile_no: null,
        }),
      ]);
      const detail = await ctx.app.inject({ url: api(`/console/members/${a.id}`), headers });
      expect(memberDetailResponse.parse(detail.json()).data.erased_at).toBe(
        row!.erasedAt!.toISOString(),
      );
      // The other member keeps everything.
      for (const value of Object.values(b.values)) {
        expect(await findValues(ctx.db, [value]), value).not.toEqual([]);
      }
      expect(readdirSync(path.join(filesDir, 'demo', 'members', String(b.id)))).toHaveLength(2);
      const [other] = await ctx.db.select().from(members).where(eq(members.id, b.id));
      expect(other).toMatchObject({
        firstName: b.values.first,
        mobileNo: b.values.mobile,
        erasedAt: null,
      });
      const profile = await ctx.app.inject({ url: api('/Customer/info'), headers: b.headers });
      expect(profile.statusCode).toBe(200);

      // Erasing again changes nothing and says so.
      const again = await erase(headers, a.id, { confirm_member_code: code, reason: 'ซ้ำ' });
      expect(memberErasureResponse.parse(again.json()).data).toMatchObject({
        already_erased: true,
        erased_at: row!.erasedAt!.toISOString(),
      });
    });

    it('ends the sessions; the member cannot sign in; their number joins again as a new member', async () => {
      const ctx = use();
      const a = await richMember(ctx);
      const [{ code }] = (await ctx.db
        .select({ code: members.memberCode })
        .from(members)
        .where(eq(members.id, a.id))) as [{ code: string }];
      const { headers } = await owner();
      expect(
        (await erase(headers, a.id, { confirm_member_code: code, reason: 'PDPA s.33' })).statusCode,
      ).toBe(200);

      const info = await ctx.app.inject({ url: api('/Customer/info'), headers: a.headers });
      expect(info.statusCode).toBe(401);
      // The privilege code they held is not used at the store; it expires and its points and
      // stock go back by the release job, as any unused code's do.
      const [held] = await ctx.db
        .select({ code: privilegeIssues.code })
        .from(privilegeIssues)
        .where(eq(privilegeIssues.memberId, a.id));
      const redeem = await ctx.app.inject({
        method: 'POST',
        url: api('/store/redeem'),
        headers,
        payload: { code: held!.code, branch_ref: 'siam' },
      });
      expectError(redeem, 403, 'CONSENT_REQUIRED');
      const ip = freshIp();
      const login = await post(
        ctx,
        '/authentication/Login',
        { Brand_Ref: 'demo', Mobile_No: a.values.mobile, Pin: PIN },
        { ip },
      );
      expect(login.statusCode).not.toBe(200);

      const sent = await post(
        ctx,
        '/CustomerAccount/RequestOTP',
        { Brand_Ref: 'demo', Mobile_No: a.values.mobile, Purpose: 'register' },
        { ip },
      );
      expect(sent.statusCode, sent.body).toBe(200);
      const otp = await readOtp(ctx, a.values.mobile);
      const verified = await post(
        ctx,
        '/CustomerAccount/VerifyOTP',
        { Brand_Ref: 'demo', Mobile_No: a.values.mobile, Otp_Ref: otp.ref, Otp_Code: otp.code },
        { ip },
      );
      const { auth_token: authToken, next } = verified.json<{
        data: { auth_token: string; next: string };
      }>().data;
      expect(next).toBe('create_account');
      const created = await post(
        ctx,
        '/CustomerAccount/CreateAccount',
        { Auth_Token: authToken, Pin: PIN },
        { ip },
      );
      expect(created.statusCode, created.body).toBe(200);
      const [fresh] = await ctx.db
        .select()
        .from(members)
        .where(eq(members.mobileNo, a.values.mobile));
      expect(fresh!.id).not.toBe(a.id);
      expect(fresh!.erasedAt).toBeNull();
    });

    it('lets only an erasure of that member blank consent addresses and audit values', async () => {
      const ctx = use();
      const a = await richMember(ctx);
      const b = await richMember(ctx);
      const refused = async (work: (tx: Db) => Promise<unknown>) => {
        const outcome = await ctx.db
          .transaction(async (tx) => {
            await tx.execute(
              sql`select set_config('crm.erasing_member', ${`${a.brandId}:${a.id}`}, true)`,
            );
            return work(tx);
          })
          .then(
            () => 'changed',
            (error: unknown) => String((error as { cause?: Error }).cause?.message ?? error),
          );
        expect(outcome).toMatch(/append-only/);
      };
      // Another member's record, or more than the address of this member's, is refused.
      await refused((tx) =>
        tx.update(consentRecords).set({ ip: '' }).where(eq(consentRecords.memberId, b.id)),
      );
      await refused((tx) =>
        tx
          .update(consentRecords)
          .set({ ip: '', action: 4 })
          .where(eq(consentRecords.memberId, a.id)),
      );
      await refused((tx) =>
        tx
          .update(auditLog)
          .set({ action: 'other' })
          .where(eq(auditLog.targetId, String(a.id))),
      );
      await refused((tx) => tx.delete(consentRecords).where(eq(consentRecords.memberId, a.id)));
      // Without an erasure under way, nothing changes at all.
      await expect(
        ctx.db.update(consentRecords).set({ ip: '' }).where(eq(consentRecords.memberId, a.id)),
      ).rejects.toThrow();
    });

    it('answers 404 for a member of another brand or none', async () => {
      const { headers } = await owner();
      expectError(
        await erase(headers, 2_000_000_000, { confirm_member_code: 'M1', reason: 'ทดสอบ' }),
        404,
        'MEMBER_NOT_FOUND',
      );
      expectError(await erase(headers, 1, { confirm_member_code: 'M1' }), 400, 'VALIDATION_ERROR');
    });
  });

  it('lets only owners export and erase; members and other brands get nothing', async () => {
    const ctx = use();
    const target = await signedInMember(ctx);
    const cases = [
      {
        method: 'GET',
        url: api(`/console/members/${target.id}/export`),
        allowed: ['owner'],
        target: true,
      },
      {
        method: 'POST',
        url: api(`/console/members/${target.id}/erase`),
        payload: { confirm_member_code: 'not-the-code', reason: 'role check' },
        allowed: ['owner'],
        target: true,
      },
    ] as const;
    const statuses = await expectRoleMatrix(ctx, cases);
    expect(statuses.map((status) => status.owner)).toEqual([200, 422]);
  });
});
