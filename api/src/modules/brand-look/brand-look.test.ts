import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { OperatorRole } from '@crm/contract/operator-auth';
import { layoutDisplayResponse } from '@crm/contract/app-config';
import { BRAND_IMAGE_FIELD, brandLookResponse, type BrandLook } from '@crm/contract/brand-look';
import { navigationListResponse } from '@crm/contract/navigation';
import { getLogoResponse, getThemeResponse } from '@crm/contract/theme';
import { auditLog } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { multipartPayload } from '../../test/hostile-values';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import { expectError } from '../auth/test-helpers';
import { signedInOperator } from '../operators/test-fixtures';

const API = '/api/v1.0';
const LOOK = `${API}/operator/brand/look`;
type Headers = Record<string, string>;

/** A small real picture of the given type. */
const picture = (format: 'png' | 'jpeg' = 'png', width = 64, height = 32) =>
  sharp({ create: { width, height, channels: 4, background: '#6F4E37' } })
    [format]()
    .toBuffer();

function upload(
  ctx: TestContext,
  method: 'PUT' | 'POST',
  url: string,
  headers: Headers,
  file: { bytes: Buffer; filename?: string; type?: string },
) {
  const form = multipartPayload(
    [],
    [
      {
        field: BRAND_IMAGE_FIELD,
        filename: file.filename ?? 'logo.png',
        type: file.type ?? 'image/png',
        bytes: file.bytes,
      },
    ],
  );
  return ctx.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
}

describeEachDatabase('Brand look', (use) => {
  const owner = (brandRef = 'demo', role: OperatorRole = 'owner') =>
    signedInOperator(use(), { role, brandRef });

  const look = async (headers: Headers): Promise<BrandLook> => {
    const res = await use().app.inject({ url: LOOK, headers });
    expect(res.statusCode, res.body).toBe(200);
    return brandLookResponse.parse(res.json()).data;
  };

  const send = async (
    method: 'PUT' | 'POST' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => use().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const ok = async (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return brandLookResponse.parse(res.json()).data;
  };

  const auditRows = (brandId: number, action: string) =>
    use()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.brandId, brandId), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id));

  const memberTheme = async (brandRef = 'demo') =>
    getThemeResponse.parse(
      (await use().app.inject({ url: `${API}/Theme/GetTheme?brandRef=${brandRef}` })).json(),
    ).data.resp;

  it("reads the demo brand's look as members get it", async () => {
    const { headers } = await owner();
    const current = await look(headers);
    expect(current.Theme_Field.primary).toBe('#6F4E37');
    expect(current.Setting_Field.Cover_Page.is_display).toBe('true');
    expect(current.login_logo?.image_url).toMatch(/^\/api\/v1\.0\/images\/demo\//);
    expect(current.home_logo).not.toBeNull();
    expect(current.covers).toHaveLength(3);
    expect(current.banners).toHaveLength(3);
    expect(current.home_sections.map((section) => section.key)).toEqual([
      'privilege-foryou',
      'banner',
      'privilege',
    ]);
    expect(current.home_sections[1]!.banner_image_ids).toEqual(
      current.banners.map((image) => image.image_id),
    );
    expect(current.side_menu[0]).toMatchObject({ nav_key: 'home', icon: 'home' });
  });

  it('sets the colours members get on their next load, repaints the menu icons and audits it', async () => {
    const ctx = use();
    const op = await owner();
    const before = await look(op.headers);
    const colours = {
      ...before.Theme_Field,
      primary: '#0a7c59',
      'navbar-active-detail': '#0A7C59',
    };
    const after = await ok(
      await send('PUT', `${LOOK}/colors`, op.headers, { Theme_Field: colours }),
    );
    expect(after.Theme_Field.primary).toBe('#0A7C59');
    expect((await memberTheme()).json_config?.Theme_Field.primary).toBe('#0A7C59');

    // The icons are new files in the new colour, so no browser shows a cached old one.
    const home = after.side_menu.find((entry) => entry.nav_key === 'home')!;
    expect(home.active_icon).not.toBe(before.side_menu[0]!.active_icon);
    const icon = await ctx.app.inject({ url: home.active_icon });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain('#0A7C59');
    const members = navigationListResponse.parse(
      (await ctx.app.inject({ url: `${API}/navigation/list?brandRef=demo` })).json(),
    ).data.nav_bar;
    expect(members.find((entry) => entry.nav_key === 'home')?.active_icon).toBe(home.active_icon);

    const [row] = await auditRows(op.brandId, 'brand.look.colors.update');
    expect(row).toMatchObject({
      operatorId: op.id,
      role: 'owner',
      targetType: 'brand_theme',
      targetId: 'demo',
      before: before.Theme_Field,
      after: after.Theme_Field,
    });
  });

  it('refuses a colour that is not #RRGGBB in Thai and English, changing nothing', async () => {
    const op = await owner();
    const before = await look(op.headers);
    const audited = (await auditRows(op.brandId, 'brand.look.colors.update')).length;
    for (const primary of ['red', '#12345', '6F4E37', '#GGGGGG', '#6F4E37;}']) {
      const res = await send('PUT', `${LOOK}/colors`, op.headers, {
        Theme_Field: { ...before.Theme_Field, primary },
      });
      const error = expectError(res, 400, 'COLOR_INVALID');
      expect(error.message_th).toContain('#RRGGBB');
      expect(error.message_th).toContain('Theme_Field.primary');
      expect(error.message_en).toContain('#RRGGBB');
    }
    const missing = { ...before.Theme_Field } as Partial<BrandLook['Theme_Field']>;
    delete missing.text;
    expectError(
      await send('PUT', `${LOOK}/colors`, op.headers, { Theme_Field: missing }),
      400,
      'VALIDATION_ERROR',
    );
    expect(await look(op.headers)).toEqual(before);
    expect(await auditRows(op.brandId, 'brand.look.colors.update')).toHaveLength(audited);
  });

  it('sets sign-in, registration, cover, menu and category settings; one sign-in way stays', async () => {
    const op = await owner('demo', 'admin');
    const before = await look(op.headers);
    const settings = {
      ...before.Setting_Field,
      Cover_Page: { displayType: 2, is_display: 'true' },
      Login: { is_login_by_phone: 'true', is_login_by_line: 'true', order_login_type: 'line' },
      Register: {
        is_register_by_phone: 'false',
        is_register_by_line: 'true',
        order_register_type: 'line',
      },
      Navbar_Menu: { is_privilege_active: 'true', is_package_active: 'false' },
      Privilege_Page: { is_catagory_active: 'false' },
    } as const;
    const after = await ok(
      await send('PUT', `${LOOK}/settings`, op.headers, { Setting_Field: settings }),
    );
    expect(after.Setting_Field).toEqual(settings);
    expect((await memberTheme()).json_config?.Setting_Field).toEqual(settings);
    const layout = layoutDisplayResponse.parse(
      (await use().app.inject({ url: `${API}/dynamicdisplay/LayoutDisplay?brandRef=demo` })).json(),
    ).data;
    expect(layout.coverPage).toEqual({ displayType: 2, isDisplay: true });

    const [row] = await auditRows(op.brandId, 'brand.look.settings.update');
    expect(row).toMatchObject({ role: 'admin', before: before.Setting_Field, after: settings });

    const noWay = await send('PUT', `${LOOK}/settings`, op.headers, {
      Setting_Field: {
        ...settings,
        Login: { is_login_by_phone: 'false', is_login_by_line: 'false', order_login_type: 'phone' },
      },
    });
    expect(expectError(noWay, 400, 'SIGN_IN_METHOD_REQUIRED').message_th).toContain('LINE');
    const flag = await send('PUT', `${LOOK}/settings`, op.headers, {
      Setting_Field: { ...settings, Navbar_Menu: { is_privilege_active: true } },
    });
    expectError(flag, 400, 'VALIDATION_ERROR');
    expect((await look(op.headers)).Setting_Field).toEqual(settings);
  });

  it('replaces a logo with a re-encoded picture at a new address, and removes it', async () => {
    const ctx = use();
    const op = await owner();
    const before = await look(op.headers);
    const jpeg = await sharp(await picture('jpeg', 2400, 1200))
      .withExif({ IFD0: { Artist: 'Somchai' } })
      .toBuffer();
    const after = await ok(
      await upload(ctx, 'PUT', `${LOOK}/images/login-logo`, op.headers, {
        bytes: jpeg,
        filename: 'โลโก้ใหม่.jpg',
        type: 'image/jpeg',
      }),
    );
    expect(after.login_logo?.image_url).not.toBe(before.login_logo?.image_url);
    expect(after.login_logo?.name).toBe('โลโก้ใหม่.jpg');
    expect(after.home_logo).toEqual(before.home_logo);
    const served = await ctx.app.inject({ url: after.login_logo!.image_url });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      1024,
      512,
      undefined,
    ]);
    const logos = getLogoResponse.parse(
      (await ctx.app.inject({ url: `${API}/Theme/GetLogo?brandRef=demo` })).json(),
    ).data.resp.imagelist;
    expect(logos[0]?.imageurl).toBe(after.login_logo!.image_url);
    expect(logos[1]?.imageurl).toBe(before.home_logo!.image_url);
    const [row] = await auditRows(op.brandId, 'brand.look.image.replace');
    expect(row).toMatchObject({
      targetId: 'login-logo',
      before: before.login_logo,
      after: after.login_logo,
    });

    const removed = await ok(await send('DELETE', `${LOOK}/images/login-logo`, op.headers));
    expect(removed.login_logo).toBeNull();
    const [gone] = await auditRows(op.brandId, 'brand.look.image.remove');
    expect(gone).toMatchObject({ before: after.login_logo, after: null });
  });

  it('refuses a file that is not a picture, one too large and none, changing nothing', async () => {
    const ctx = use();
    const op = await owner();
    const before = await look(op.headers);
    const audited = (await auditRows(op.brandId, 'brand.look.image.replace')).length;
    const text = await upload(ctx, 'PUT', `${LOOK}/images/home-logo`, op.headers, {
      bytes: Buffer.from('this is plain text and not a picture at all'),
    });
    expect(expectError(text, 415, 'IMAGE_UNSUPPORTED').message_th).toMatch(/[ก-๙]/);
    const lying = Buffer.concat([(await picture()).subarray(0, 16), Buffer.alloc(300, 7)]);
    expectError(
      await upload(ctx, 'POST', `${LOOK}/galleries/cover`, op.headers, { bytes: lying }),
      415,
      'IMAGE_UNSUPPORTED',
    );
    const huge = Buffer.concat([await picture(), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    expectError(
      await upload(ctx, 'PUT', `${LOOK}/images/home-logo`, op.headers, { bytes: huge }),
      413,
      'IMAGE_TOO_LARGE',
    );
    expectError(
      await send('PUT', `${LOOK}/images/home-logo`, op.headers, {}),
      400,
      'IMAGE_REQUIRED',
    );
    expectError(
      await send('PUT', `${LOOK}/images/favicon`, op.headers, {}),
      400,
      'VALIDATION_ERROR',
    );
    expect(await look(op.headers)).toEqual(before);
    expect(await auditRows(op.brandId, 'brand.look.image.replace')).toHaveLength(audited);
  });

  it('adds, orders and removes cover pictures, and keeps a gallery within its limit', async () => {
    const ctx = use();
    const op = await owner();
    const before = await look(op.headers);
    const added = await ok(
      await upload(ctx, 'POST', `${LOOK}/galleries/cover`, op.headers, { bytes: await picture() }),
    );
    expect(added.covers).toHaveLength(before.covers.length + 1);
    const ids = added.covers.map((image) => image.image_id).reverse();
    const ordered = await ok(
      await send('PUT', `${LOOK}/galleries/cover/order`, op.headers, { image_ids: ids }),
    );
    expect(ordered.covers.map((image) => image.image_id)).toEqual(ids);
    const memberCovers = (await memberTheme()).groupimagelist?.find(
      (group) => group.imagegrouptype === 2,
    );
    expect(memberCovers?.imagelist.map((image) => image.imageid)).toEqual(ids);

    expectError(
      await send('PUT', `${LOOK}/galleries/cover/order`, op.headers, { image_ids: ids.slice(1) }),
      409,
      'GALLERY_ORDER_MISMATCH',
    );
    expectError(
      await send('PUT', `${LOOK}/galleries/cover/order`, op.headers, {
        image_ids: [ids[0], ids[0], ids[1], ids[2]],
      }),
      409,
      'GALLERY_ORDER_MISMATCH',
    );

    const removed = await ok(await send('DELETE', `${LOOK}/galleries/cover/${ids[0]}`, op.headers));
    expect(removed.covers.map((image) => image.image_id)).toEqual(ids.slice(1));
    expectError(
      await send('DELETE', `${LOOK}/galleries/cover/${ids[0]}`, op.headers),
      404,
      'NOT_FOUND',
    );
    // A banner's id is no cover.
    expectError(
      await send('DELETE', `${LOOK}/galleries/cover/${before.banners[0]!.image_id}`, op.headers),
      404,
      'NOT_FOUND',
    );
    const [row] = await auditRows(op.brandId, 'brand.look.gallery.order');
    expect(before.covers).not.toEqual([]);
    expect(row).toMatchObject({ before: added.covers.map((image) => image.image_id), after: ids });

    for (let n = removed.covers.length; n < 10; n += 1) {
      await ok(
        await upload(ctx, 'POST', `${LOOK}/galleries/cover`, op.headers, {
          bytes: await picture(),
        }),
      );
    }
    const full = await upload(ctx, 'POST', `${LOOK}/galleries/cover`, op.headers, {
      bytes: await picture(),
    });
    expect(expectError(full, 409, 'GALLERY_FULL').message_th).toContain('10');
  });

  it('sets the home sections members get, and refuses limits out of range and unknown slides', async () => {
    const ctx = use();
    const op = await owner();
    const before = await look(op.headers);
    const added = await ok(
      await upload(ctx, 'POST', `${LOOK}/galleries/banner`, op.headers, {
        bytes: await picture(),
        filename: 'ลดราคา.png',
      }),
    );
    const slide = added.banners.at(-1)!;
    const sections = [
      {
        ...before.home_sections[2]!,
        card_layout_type: 'vertical-three',
        card_layout_limit: 3,
        layout_type: null,
      },
      { ...before.home_sections[1]!, banner_image_ids: [slide.image_id] },
    ];
    const after = await ok(await send('PUT', `${LOOK}/home-sections`, op.headers, { sections }));
    expect(after.home_sections).toEqual(sections);
    const layout = layoutDisplayResponse.parse(
      (await ctx.app.inject({ url: `${API}/dynamicdisplay/LayoutDisplay?brandRef=demo` })).json(),
    ).data;
    expect(layout.content.map((section) => section.key)).toEqual(['privilege', 'banner']);
    expect(layout.content[0]).toMatchObject({
      card_layout_type: 'vertical-three',
      card_layout_limit: 3,
    });
    expect(layout.content[1]!.imageList).toEqual([
      expect.objectContaining({
        imageId: slide.image_id,
        imageUrl: slide.image_url,
        name: 'ลดราคา.png',
      }),
    ]);
    const [row] = await auditRows(op.brandId, 'brand.look.home-sections.update');
    expect(row).toMatchObject({ before: before.home_sections, after: sections });

    for (const limit of [0, 51, 2.5]) {
      const res = await send('PUT', `${LOOK}/home-sections`, op.headers, {
        sections: [{ ...sections[0], card_layout_limit: limit }],
      });
      expect(expectError(res, 400, 'VALIDATION_ERROR').message_en).toContain(
        'sections.0.card_layout_limit',
      );
    }
    expectError(
      await send('PUT', `${LOOK}/home-sections`, op.headers, {
        sections: [{ ...sections[1], banner_image_ids: [] }],
      }),
      400,
      'BANNER_SLIDES_REQUIRED',
    );
    expectError(
      await send('PUT', `${LOOK}/home-sections`, op.headers, {
        sections: [{ ...sections[1], banner_image_ids: [before.covers[0]!.image_id] }],
      }),
      400,
      'BRAND_IMAGE_UNKNOWN',
    );
    expect((await look(op.headers)).home_sections).toEqual(sections);
    // Text that is not Unicode (half of a surrogate pair) is refused, never stored as mojibake.
    const broken = await send('PUT', `${LOOK}/home-sections`, op.headers, {
      sections: [{ ...sections[0], title: { ...sections[0]!.title, text: '\udfff' } }],
    });
    expect(expectError(broken, 400, 'MALFORMED_BODY').message_en).toContain('not Unicode');
    expect((await look(op.headers)).home_sections).toEqual(sections);

    // Removing a slide takes it out of the sections that showed it.
    const removed = await ok(
      await send('DELETE', `${LOOK}/galleries/banner/${slide.image_id}`, op.headers),
    );
    expect(removed.home_sections[1]!.banner_image_ids).toEqual([]);
  });

  it('renames, hides, orders and re-icons side-menu entries; the entries are the brand’s own', async () => {
    const ctx = use();
    const op = await owner();
    const before = await look(op.headers);
    const entries = before.side_menu.map(({ nav_key, name_th, name_en, is_display }) => ({
      nav_key,
      name_th,
      name_en,
      is_display,
      icon: null as string | null,
    }));
    const [home, privilege, ...rest] = entries;
    const changed = [
      { ...privilege!, name_th: 'ของรางวัล', name_en: 'Rewards', icon: 'foryou' },
      { ...home!, is_display: false },
      ...rest,
    ];
    const after = await ok(
      await send('PUT', `${LOOK}/side-menu`, op.headers, { entries: changed }),
    );
    expect(after.side_menu.slice(0, 2)).toMatchObject([
      { nav_key: 'privilege', name_th: 'ของรางวัล', name_en: 'Rewards', icon: 'foryou' },
      { nav_key: 'home', is_display: false, icon: 'home' },
    ]);
    const icon = await ctx.app.inject({ url: after.side_menu[0]!.inactive_icon });
    expect(icon.body).toContain(before.Theme_Field['navbar-inactive']);
    const members = navigationListResponse.parse(
      (await ctx.app.inject({ url: `${API}/navigation/list?brandRef=demo` })).json(),
    ).data.nav_bar;
    expect(members.slice(0, 2).map((entry) => [entry.nav_key, entry.is_display])).toEqual([
      ['privilege', true],
      ['home', false],
    ]);
    const [row] = await auditRows(op.brandId, 'brand.look.side-menu.update');
    expect(row).toMatchObject({ before: before.side_menu, after: after.side_menu });

    for (const wrong of [
      changed.slice(1),
      [...changed, { ...home!, nav_key: 'admin' }],
      [changed[0]!, changed[0]!, ...changed.slice(2)],
    ]) {
      expectError(
        await send('PUT', `${LOOK}/side-menu`, op.headers, { entries: wrong }),
        409,
        'SIDE_MENU_MISMATCH',
      );
    }
    expectError(
      await send('PUT', `${LOOK}/side-menu`, op.headers, {
        entries: [{ ...changed[0]!, icon: 'skull' }, ...changed.slice(1)],
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect((await look(op.headers)).side_menu).toEqual(after.side_menu);
  });

  it("changes only the operator's own brand", async () => {
    const ctx = use();
    const other = await createOtherBrand(ctx);
    const them = await owner(other.ref);
    const demoBefore = await look((await owner()).headers);
    const theirs = await look(them.headers);
    expect(theirs.covers).toEqual([]);
    await ok(
      await send('PUT', `${LOOK}/colors`, them.headers, {
        Theme_Field: { ...theirs.Theme_Field, primary: '#112233' },
      }),
    );
    expect((await memberTheme(other.ref)).json_config?.Theme_Field.primary).toBe('#112233');
    expect((await memberTheme()).json_config?.Theme_Field.primary).toBe(
      demoBefore.Theme_Field.primary,
    );
    // Demo's banner pictures are not slides another brand can name.
    const banner = {
      ...demoBefore.home_sections[0]!,
      key: 'banner',
      display_type: 2,
      banner_image_ids: [demoBefore.banners[0]!.image_id],
    };
    expectError(
      await send('PUT', `${LOOK}/home-sections`, them.headers, { sections: [banner] }),
      400,
      'BRAND_IMAGE_UNKNOWN',
    );
  });
  it('is for owners and admins: managers and cashiers 403, members and nobody 401, other brands 404', async () => {
    const ctx = use();
    const { headers } = await owner();
    const current = await look(headers);
    const cover = current.covers[0]!;
    const sections = { sections: current.home_sections };
    const menu = {
      entries: current.side_menu.map(({ nav_key, name_th, name_en, is_display }) => ({
        nav_key,
        name_th,
        name_en,
        is_display,
        icon: null,
      })),
    };
    const allowed = ['owner', 'admin'] as const;
    await expectRoleMatrix(ctx, [
      { method: 'GET', url: LOOK, allowed },
      {
        method: 'PUT',
        url: `${LOOK}/colors`,
        payload: { Theme_Field: current.Theme_Field },
        allowed,
      },
      {
        method: 'PUT',
        url: `${LOOK}/settings`,
        payload: { Setting_Field: current.Setting_Field },
        allowed,
      },
      { method: 'PUT', url: `${LOOK}/images/login-logo`, payload: {}, allowed },
      { method: 'DELETE', url: `${LOOK}/images/default-privilege`, allowed },
      { method: 'POST', url: `${LOOK}/galleries/cover`, payload: {}, allowed },
      {
        method: 'PUT',
        url: `${LOOK}/galleries/cover/order`,
        payload: { image_ids: current.covers.map((image) => image.image_id) },
        allowed,
      },
      // Another brand's owner asks to remove this brand's cover: it is not theirs to know of.
      {
        method: 'DELETE',
        url: `${LOOK}/galleries/cover/${cover.image_id}`,
        allowed,
        target: true,
      },
      { method: 'PUT', url: `${LOOK}/home-sections`, payload: sections, allowed },
      { method: 'PUT', url: `${LOOK}/side-menu`, payload: menu, allowed },
    ]);
  });
});
