import { describe, expect, it, vi } from 'vitest';
import { recordTotal } from './page';

describe('recordTotal', () => {
  it('reads the total off a page that is not full, without counting', async () => {
    const count = vi.fn(async () => 999);
    expect(await recordTotal(3, { limit: 10, offset: 0 }, count)).toBe(3);
    expect(await recordTotal(0, { limit: 10, offset: 0 }, count)).toBe(0);
    expect(await recordTotal(4, { limit: 10, offset: 20 }, count)).toBe(24);
    expect(count).not.toHaveBeenCalled();
  });

  it('counts behind a full page, or an empty page past the first', async () => {
    expect(await recordTotal(10, { limit: 10, offset: 0 }, async () => 57)).toBe(57);
    expect(await recordTotal(0, { limit: 10, offset: 30 }, async () => 12)).toBe(12);
  });
});
