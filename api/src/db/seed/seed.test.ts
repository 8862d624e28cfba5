import { expect, it } from 'vitest';
import { asc, eq, getTableColumns, getTableName, ne, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { getThemeResponse } from '@crm/contract/theme';
import { describeEachDatabase } from '../../test/harness';
import * as schema from '../schema';
import { seedIfEmpty } from './index';

const {
  brands,
  campaigns,
  customFieldForms,
  customFields,
  images,
  navItems,
  packages,
  pdpaPolicies,
  privilegeCategories,
  privileges,
  tierCriteria,
  tiers,
} = schema;

/** Every table that carries brand_id, found from the schema so new tables are covered too. */
const brandScoped = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => value instanceof PgTable && 'brandId' in getTableColumns(value),
);

describeEachDatabase('Demo seed', (use) => {
  const demoBrand = async () => {
    const [brand] = await use().db.select().from(brands).where(eq(brands.ref, 'demo'));
    return brand!;
  };

  it('writes every row under the demo brand', async () => {
    const { db } = use();
    const brand = await demoBrand();
    expect(brandScoped.length).toBeGreaterThan(20);
    for (const table of brandScoped) {
      const column = getTableColumns(table)['brandId']!;
      const [foreign] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(ne(column, brand.id));
      expect(foreign!.n, getTableName(table)).toBe(0);
    }
    const seededTables = [
      images,
      navItems,
      tiers,
      tierCriteria,
      campaigns,
      pdpaPolicies,
      customFieldForms,
      customFields,
      privilegeCategories,
      privileges,
      packages,
      schema.appConfigs,
      schema.brandThemes,
    ];
    for (const table of seededTables) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
      expect(row!.n, getTableName(table)).toBeGreaterThan(0);
    }
  });

  it('does nothing when run again', async () => {
    const { db, storage } = use();
    const count = async () => {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(images);
      return row!.n;
    };
    const before = await count();
    expect(await seedIfEmpty(db, storage)).toBe(false);
    expect(await count()).toBe(before);
    expect(await db.select().from(brands)).toHaveLength(1);
  });

  it('ranks three tiers 1..3 with images, upgrade and keep criteria', async () => {
    const { db, app } = use();
    const rows = await db.select().from(tiers).orderBy(asc(tiers.rank));
    expect(rows.map((t) => t.rank)).toEqual([1, 2, 3]);
    expect(rows.map((t) => t.code)).toEqual(['silver', 'gold', 'platinum']);
    for (const tier of rows) {
      expect(tier.nameTh).not.toBe('');
      expect(tier.detailTh).not.toBe('');
      for (const url of [tier.iconUrl, tier.imageUrl]) {
        expect((await app.inject({ url })).statusCode, url).toBe(200);
      }
    }
    const [silver, gold, platinum] = rows.map((t) => t.id);
    const criteria = await db.select().from(tierCriteria);
    const rule = (from: number | undefined, next: number | undefined, kind: string) =>
      criteria.find((c) => c.fromTierId === from && c.nextTierId === next && c.kind === kind);
    expect(rule(silver, gold, 'upgrade')).toBeDefined();
    expect(rule(gold, platinum, 'upgrade')?.pointCriteria).toBe(2);
    for (const keep of [rule(gold, gold, 'keep'), rule(platinum, platinum, 'keep')]) {
      expect(keep).toBeDefined();
      const periods = [
        keep!.spendingPeriodDay,
        keep!.spendingPeriodDate,
        keep!.visitPeriodDay,
        keep!.pointPeriodDate,
      ];
      expect(periods.some((p) => p !== null)).toBe(true);
    }
  });

  it('offers ten privileges whose images resolve, with the cases the cards show', async () => {
    const { db, app } = use();
    const rows = await db.select().from(privileges);
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      const image = await app.inject({ url: row.mainImageUrl });
      expect(image.statusCode, row.mainImageUrl).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(row.isForever || (row.validFrom !== null && row.validThrough !== null)).toBe(true);
    }
    expect(rows.filter((p) => p.remainingStock === 0)).toHaveLength(1);
    expect(rows.filter((p) => p.isForever && p.validThrough === null).length).toBeGreaterThan(0);
    expect(rows.filter((p) => p.totalStock === null).length).toBeGreaterThan(0);
    const forYou = rows.filter((p) => p.systemType === 2);
    expect(forYou.length).toBeGreaterThan(0);
    const tierIds = (await db.select({ id: tiers.id }).from(tiers)).map((t) => t.id);
    for (const p of forYou) {
      expect(p.forTierIds).toEqual(expect.arrayContaining([expect.any(Number)]));
      for (const id of p.forTierIds as number[]) expect(tierIds).toContain(id);
    }
    expect(new Set(rows.map((p) => p.pointNeed)).size).toBeGreaterThan(5);
    const categories = await db.select().from(privilegeCategories);
    expect(categories.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((p) => categories.some((c) => c.id === p.categoryId))).toBe(true);
  });

  it('sells three packages with images', async () => {
    const { db, app } = use();
    const rows = await db.select().from(packages);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.usesPerPackage).toBeGreaterThan(1);
      expect((await app.inject({ url: row.mainImageUrl })).statusCode).toBe(200);
    }
  });

  it('has the policy, campaigns and a custom-field form of every field type', async () => {
    const { db } = use();
    const [policy] = await db.select().from(pdpaPolicies);
    expect(policy).toMatchObject({ version: 1, isActive: true });
    expect(policy!.articleAltReference).not.toBe('');
    expect(policy!.articleGroupKey).not.toBe('');
    expect(policy!.contentTh.split('\n\n').length).toBeGreaterThan(5);

    const kinds = (await db.select().from(campaigns)).map((c) => [c.kind, c.points > 0]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['welcome', true],
        ['bill', true],
      ]),
    );

    const [form] = await db.select().from(customFieldForms);
    expect(form!.process).toBe(3);
    const fields = await db.select().from(customFields).where(eq(customFields.formId, form!.id));
    expect(new Set(fields.map((f) => f.fieldType))).toEqual(
      new Set(['text', 'number', 'date', 'single', 'multiple']),
    );
    expect(fields.some((f) => f.isRequired)).toBe(true);
    expect(fields.some((f) => !f.isRequired)).toBe(true);
    expect(fields.find((f) => f.columnName === 'cups_per_week')).toMatchObject({
      minValue: 0,
      maxValue: 100,
      integerOnly: true,
    });
    for (const field of fields.filter(
      (f) => f.fieldType === 'single' || f.fieldType === 'multiple',
    )) {
      expect((field.options as unknown[]).length).toBeGreaterThan(1);
    }
  });

  it('serves three cover images for the home carousel', async () => {
    const { db, app } = use();
    const covers = await db.select().from(images).where(eq(images.groupType, 2));
    expect(covers).toHaveLength(3);
    const theme = await app.inject({ url: '/api/v1.0/Theme/GetTheme?brandRef=demo' });
    const group = getThemeResponse
      .parse(theme.json())
      .data.resp.groupimagelist?.find((g) => g.imagegrouptype === 2);
    expect(group?.imagelist).toHaveLength(3);
  });

  it('seeds once when two processes start on an empty database together', async () => {
    const { db, storage } = use();
    await db.delete(brands);
    const results = await Promise.all([seedIfEmpty(db, storage), seedIfEmpty(db, storage)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await db.select().from(brands)).toHaveLength(1);
    expect((await demoBrand()).ref).toBe('demo');
  });
});
