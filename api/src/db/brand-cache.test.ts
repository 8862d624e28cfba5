import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  BrandCache,
  brandSetupRead,
  cacheBrandSetup,
  createBrandSetupCache,
  readSetupAsOpenedOn,
} from './brand-cache';
import type { Db } from './client';

const redisUrl = process.env.TEST_REDIS_URL;

describe('brand set-up cache', () => {
  it('reads once, then from the cache, until its brand is dropped', async () => {
    const cache = new BrandCache();
    const load = vi.fn(async () => ({ colour: '#0A7' }));
    const other = vi.fn(async () => ({ colour: '#333' }));
    expect(await cache.read('theme:1', 1, load)).toEqual({ colour: '#0A7' });
    await cache.read('theme:1', 1, load);
    await cache.read('theme:2', 2, other);
    expect(load).toHaveBeenCalledTimes(1);

    cache.drop({ brandId: 1 });
    await cache.read('theme:1', 1, load);
    await cache.read('theme:2', 2, other);
    expect(load).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('files a read by the brand its value names', async () => {
    const cache = new BrandCache();
    const load = vi.fn(async () => ({ id: 7, ref: 'cafe' }));
    await cache.read('brand-ref:cafe', (brand: { id: number }) => brand.id, load);
    cache.drop({ brandId: 7 });
    await cache.read('brand-ref:cafe', (brand: { id: number }) => brand.id, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing for a read that found nothing', async () => {
    const cache = new BrandCache();
    const load = vi.fn(async () => undefined as { id: number } | undefined);
    await cache.read('brand-ref:new', 1, load);
    await cache.read('brand-ref:new', 1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that overlapped a drop: it may predate the change', async () => {
    const cache = new BrandCache();
    let finish!: (value: { version: number }) => void;
    const slow = cache.read(
      'tiers:1',
      1,
      () => new Promise<{ version: number }>((resolve) => (finish = resolve)),
    );
    cache.drop({ brandId: 1 });
    finish({ version: 1 });
    expect(await slow).toEqual({ version: 1 });
    const fresh = vi.fn(async () => ({ version: 2 }));
    expect(await cache.read('tiers:1', 1, fresh)).toEqual({ version: 2 });
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('hands out copies no caller can change', async () => {
    const cache = new BrandCache();
    const tiers = await cache.read('tiers:1', 1, async () => [{ rank: 1, name: { th: 'ทอง' } }]);
    expect(() => tiers!.push({ rank: 2, name: { th: 'เงิน' } })).toThrow(TypeError);
    expect(() => {
      tiers![0]!.name.th = 'เพชร';
    }).toThrow(TypeError);
  });

  it('expires what it holds after its time', async () => {
    let now = 1_000_000;
    const cache = new BrandCache({ ttlMs: 1_000, now: () => now });
    const load = vi.fn(async () => ({ colour: '#0A7' }));
    await cache.read('theme:1', 1, load);
    now += 999;
    await cache.read('theme:1', 1, load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 2;
    await cache.read('theme:1', 1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("serves an app's database and the transactions marked as member writes on it, no other", async () => {
    const app = {} as Db;
    const [memberTx, nestedTx, otherTx] = [{}, {}, {}] as Db[];
    const setup = cacheBrandSetup(app, { channel: 'test', onError: () => undefined });
    try {
      readSetupAsOpenedOn(memberTx!, app);
      readSetupAsOpenedOn(nestedTx!, memberTx!);
      const load = vi.fn(async () => ({ colour: '#0A7' }));
      for (const db of [app, memberTx!, nestedTx!]) await brandSetupRead(db, 'theme:1', 1, load);
      expect(load).toHaveBeenCalledTimes(1);
      await brandSetupRead(otherTx!, 'theme:1', 1, load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      await setup.close();
    }
  });

  describe.skipIf(!redisUrl)('across processes, through Redis', () => {
    it("drops a brand's copies in every process", async () => {
      const channel = `test:${randomBytes(6).toString('hex')}:brand-setup`;
      const open = () => createBrandSetupCache({ redisUrl, channel, onError: () => undefined });
      const [one, two] = [open(), open()];
      try {
        const load = vi.fn(async () => ({ colour: '#0A7' }));
        // Each caches once its subscription holds.
        await vi.waitFor(async () => {
          load.mockClear();
          await two.read('theme:1', 1, load);
          await two.read('theme:1', 1, load);
          expect(load).toHaveBeenCalledTimes(1);
        });
        await one.forget(1);
        await vi.waitFor(async () => {
          load.mockClear();
          await two.read('theme:1', 1, load);
          expect(load).toHaveBeenCalledTimes(1);
        });
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });
  });
});
