import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { MEMBER_PHOTO_IMAGE_GROUP, profileResponse } from '@crm/contract/customer';
import { errorBody } from '@crm/contract/envelope';
import type { Db } from '../../db/client';
import { brands, images, memberAddresses, members } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';
import { addressDataset } from '../address/dataset';
import { earnPoints } from '../points/ledger';
import { lastValidDay } from '../points/policy';
import { multipartBody } from './multipart-fixture';

/** Bangkok, Chatuchak, Lat Yao: a real chain from the dataset. */
const LAT_YAO = { subDistrictId: 103001, postal: '10900' };

function chatuchakChain() {
  const data = addressDataset();
  const sub = data.subDistrict(LAT_YAO.subDistrictId)!;
  const district = data.district(sub.district_id)!;
  return {
    provinceId: String(district.province_id),
    districtId: String(district.district_id),
    subDistrictId: String(sub.sub_district_id),
    postal: sub.postal_code,
  };
}

const names = { first_name: 'สมหญิง', last_name: 'รักดี' };

async function photoRows(db: Db, brandId: number, memberId: number) {
  const rows = await db
    .select()
    .from(images)
    .where(and(eq(images.brandId, brandId), eq(images.groupType, MEMBER_PHOTO_IMAGE_GROUP)));
  return rows.filter((row) => row.key.startsWith(`members/${memberId}/`));
}

async function memberRow(db: Db, id: number) {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row!;
}

describeEachDatabase('Customer profile', (use) => {
  const url = (path: string) => `/api/v1.0${path}`;
  const info = async (ctx: TestContext, headers: Record<string, string>) => {
    const res = await ctx.app.inject({ url: url('/Customer/info'), headers });
    expect(res.statusCode).toBe(200);
    return profileResponse.parse(res.json()).data;
  };
  const update = async (
    ctx: TestContext,
    headers: Record<string, string>,
    fields: Record<string, string>,
    file?: { filename: string; type: string; bytes: Buffer },
  ) => {
    const form = await multipartBody(fields, file && { field: 'image', ...file });
    return ctx.app.inject({
      method: 'POST',
      url: url('/Customer/UpdateCustomerInfo'),
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };

  it("returns the member's own profile", async () => {
    const ctx = use();
    const m = await signedInMember(ctx, { brandRef: 'demo', consent: false });
    const earned = await ctx.db.transaction((tx) =>
      earnPoints(tx, {
        brandId: m.brandId,
        memberId: m.id,
        points: 120,
        entryType: 'earn_staff',
        sourceType: 'test',
        sourceId: `profile-${m.id}`,
        descriptionTh: 'ทดสอบ',
        descriptionEn: 'test',
      }),
    );
    // The demo brand's points expire, so the profile names the day.
    expect(earned.expiresAt).not.toBeNull();
    const profile = await info(ctx, m.headers);
    const row = await memberRow(ctx.db, m.id);
    expect(profile).toEqual({
      image_url: '',
      point: 120,
      first_name: row.firstName,
      last_name: row.lastName,
      mobile_no: m.mobileNo,
      email: '',
      birthdate: null,
      gender: 'unspecified',
      is_consent_pdpa: false,
      is_withdraw_pdpa: false,
      customer_info: row.memberCode,
      point_exp_date_approaching: lastValidDay(earned.expiresAt!),
      point_exp_points_approaching: 120,
      registration_step: 'new',
      address: null,
    });
    expect((await ctx.app.inject({ url: url('/Customer/info') })).statusCode).toBe(401);
  });

  it('names the next lot to expire after now, not one already past its day', async () => {
    const ctx = use();
    const m = await signedInMember(ctx, { brandRef: 'demo' });
    const earn = (points: number, at: Date, sourceId: string) =>
      ctx.db.transaction((tx) =>
        earnPoints(tx, {
          brandId: m.brandId,
          memberId: m.id,
          points,
          entryType: 'earn_staff',
          sourceType: 'test',
          sourceId,
          descriptionTh: 'ทดสอบ',
          descriptionEn: 'test',
          at,
        }),
      );
    // Earned three years ago: past its expiry, though the expiry job has not emptied it yet.
    const old = await earn(30, new Date(Date.now() - 3 * 365 * 86_400_000), `old-${m.id}`);
    expect(old.expiresAt!.getTime()).toBeLessThan(Date.now());
    const current = await earn(50, new Date(), `new-${m.id}`);
    const profile = await info(ctx, m.headers);
    expect(profile.point_exp_date_approaching).toBe(lastValidDay(current.expiresAt!));
    expect(profile.point_exp_points_approaching).toBe(50);
  });

  it('updates names, gender, birthdate, email and a checked address', async () => {
    const ctx = use();
    const m = await signedInMember(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: url('/Customer/UpdateCustomerInfo'),
      headers: m.headers,
      payload: {
        ...names,
        gender: 'female',
        birthdate: '1990-05-17',
        email: 'somying@example.com',
        detail: '99/1 ซอยพหลโยธิน 24',
        ...chatuchakChain(),
      },
    });
    expect(res.statusCode).toBe(200);
    const profile = profileResponse.parse(res.json()).data;
    expect(profile).toMatchObject({
      ...names,
      gender: 'female',
      birthdate: '1990-05-17',
      email: 'somying@example.com',
      registration_step: 'profile',
      address: {
        detail: '99/1 ซอยพหลโยธิน 24',
        province: 'กรุงเทพมหานคร',
        district: 'จตุจักร',
        subDistrictId: 103001,
        subDistrict: 'ลาดยาว',
        postal: '10900',
      },
    });
    expect(await info(ctx, m.headers)).toEqual(profile);

    // Absent fields keep their value; empty ones clear it.
    const cleared = await update(ctx, m.headers, { ...names, email: '', birthdate: '' });
    expect(cleared.statusCode).toBe(200);
    expect(profileResponse.parse(cleared.json()).data).toMatchObject({
      email: '',
      birthdate: null,
      gender: 'female',
      address: { postal: '10900' },
    });
  });

  it('refuses an address whose parts do not belong together, changing nothing', async () => {
    const ctx = use();
    const m = await signedInMember(ctx);
    const chain = chatuchakChain();
    const data = addressDataset();
    const chiangMai = data.provinces.find((p) => p.name_th === 'เชียงใหม่')!;
    const otherDistrict = data.districtsOf(chiangMai.province_id)![0]!;
    const broken = [
      { ...chain, postal: '50200' },
      { ...chain, provinceId: String(chiangMai.province_id) },
      { ...chain, districtId: String(otherDistrict.district_id) },
      {
        ...chain,
        subDistrictId: String(data.subDistrictsOf(otherDistrict.district_id)![0]!.sub_district_id),
      },
      { ...chain, provinceId: '999' },
    ];
    for (const address of broken) {
      const res = await update(ctx, m.headers, { ...names, ...address });
      expect(res.statusCode, JSON.stringify(address)).toBe(400);
      expect(errorBody.parse(res.json()).error.code).toBe('ADDRESS_INVALID');
    }
    const partial = await update(ctx, m.headers, { ...names, provinceId: chain.provinceId });
    expect(partial.statusCode).toBe(400);
    expect(errorBody.parse(partial.json()).error.code).toBe('VALIDATION_ERROR');
    const row = await memberRow(ctx.db, m.id);
    expect(row.firstName).not.toBe(names.first_name);
    expect(row.registrationStep).toBe('new');
    expect(
      await ctx.db.select().from(memberAddresses).where(eq(memberAddresses.memberId, m.id)),
    ).toEqual([]);
  });

  it('refuses bad fields with 400, never 500', async () => {
    const ctx = use();
    const m = await signedInMember(ctx);
    for (const fields of [
      { first_name: '', last_name: 'x' },
      { ...names, email: 'not-an-email' },
      { ...names, birthdate: '1990-02-30' },
      { ...names, birthdate: '2999-01-01' },
      { ...names, gender: 'robot' },
    ]) {
      const res = await update(ctx, m.headers, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(errorBody.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
    }
    const broken = await ctx.app.inject({
      method: 'POST',
      url: url('/Customer/UpdateCustomerInfo'),
      headers: { ...m.headers, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nx',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('stores a PNG made by sharp as a small WebP and serves it', async () => {
    const ctx = use();
    const m = await signedInMember(ctx);
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#c0ffee' },
    })
      .png()
      .toBuffer();
    const res = await update(ctx, m.headers, names, {
      filename: 'me.png',
      type: 'image/png',
      bytes: png,
    });
    expect(res.statusCode).toBe(200);
    const profile = profileResponse.parse(res.json()).data;
    expect(profile.image_url).toMatch(/^\/api\/v1\.0\/images\/demo\/members\/\d+\/[\w-]+\.webp$/);
    const served = await ctx.app.inject({ url: profile.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 48]);
    expect(await photoRows(ctx.db, m.brandId, m.id)).toHaveLength(1);
    expect((await memberRow(ctx.db, m.id)).imageUrl).toBe(profile.image_url);
  });

  it('shrinks a large photo to 512 px, drops its EXIF, and forgets the old photo', async () => {
    const ctx = use();
    const m = await signedInMember(ctx);
    const first = await update(ctx, m.headers, names, {
      filename: 'a.png',
      type: 'image/png',
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    });
    const oldUrl = profileResponse.parse(first.json()).data.image_url;

    const jpeg = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#884422' },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Somchai', Copyright: 'private' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    // The declared type and name are ignored: the bytes decide.
    const res = await update(ctx, m.headers, names, {
      filename: 'photo.bin',
      type: 'application/octet-stream',
      bytes: jpeg,
    });
    expect(res.statusCode).toBe(200);
    const { image_url } = profileResponse.parse(res.json()).data;
    const served = await ctx.app.inject({ url: image_url });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 384]);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('Somchai')).toBe(false);

    expect((await ctx.app.inject({ url: oldUrl })).statusCode).toBe(404);
    expect(await photoRows(ctx.db, m.brandId, m.id)).toHaveLength(1);
  });

  it('refuses a text file named .png and a file over 5 MB, writing nothing', async () => {
    const ctx = use();
    const m = await signedInMember(ctx);
    const before = await memberRow(ctx.db, m.id);
    const fake = await update(ctx, m.headers, names, {
      filename: 'me.png',
      type: 'image/png',
      bytes: Buffer.from('hello, this is plain text and not a picture at all'),
    });
    expect(fake.statusCode).toBe(415);
    expect(errorBody.parse(fake.json()).error.code).toBe('IMAGE_UNSUPPORTED');

    // A PNG signature followed by garbage: the header lies about the content.
    const lying = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 7),
    ]);
    const broken = await update(ctx, m.headers, names, {
      filename: 'x.png',
      type: 'image/png',
      bytes: lying,
    });
    expect(broken.statusCode).toBe(415);

    const svg = await update(ctx, m.headers, names, {
      filename: 'x.svg',
      type: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    expect(svg.statusCode).toBe(415);

    const huge = Buffer.concat([
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
      Buffer.alloc(5 * 1024 * 1024 + 1),
    ]);
    const tooBig = await update(ctx, m.headers, names, {
      filename: 'big.png',
      type: 'image/png',
      bytes: huge,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(errorBody.parse(tooBig.json()).error.code).toBe('IMAGE_TOO_LARGE');

    const after = await memberRow(ctx.db, m.id);
    expect(after).toEqual(before);
    expect(await photoRows(ctx.db, m.brandId, m.id)).toEqual([]);
  });

  it('writes no photo when another field is wrong', async () => {
    const ctx = use();
    const m = await signedInMember(ctx);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await update(
      ctx,
      m.headers,
      { ...names, ...chatuchakChain(), postal: '10110' },
      { filename: 'me.png', type: 'image/png', bytes: png },
    );
    expect(res.statusCode).toBe(400);
    expect(await photoRows(ctx.db, m.brandId, m.id)).toEqual([]);
    expect((await memberRow(ctx.db, m.id)).imageUrl).toBe('');
  });

  it("never shows or changes another member's or brand's profile", async () => {
    const ctx = use();
    await ctx.db.insert(brands).values({ ref: 'cust-b', nameTh: 'บี', nameEn: 'B' });
    const a = await signedInMember(ctx);
    const b = await signedInMember(ctx);
    const elsewhere = await signedInMember(ctx, { brandRef: 'cust-b' });
    const before = [await info(ctx, b.headers), await info(ctx, elsewhere.headers)];
    expect((await update(ctx, a.headers, { ...names, ...chatuchakChain() })).statusCode).toBe(200);
    const aProfile = await info(ctx, a.headers);
    expect(aProfile.first_name).toBe(names.first_name);
    expect(before.map((p) => p.customer_info)).not.toContain(aProfile.customer_info);
    expect([await info(ctx, b.headers), await info(ctx, elsewhere.headers)]).toEqual(before);
    const addresses = await ctx.db.select().from(memberAddresses);
    expect(addresses.filter((row) => row.memberId === a.id)).toHaveLength(1);
    expect(addresses.some((row) => row.memberId === b.id || row.memberId === elsewhere.id)).toBe(
      false,
    );

    const anonymous = await update(ctx, {}, names);
    expect(anonymous.statusCode).toBe(401);
  });
});
