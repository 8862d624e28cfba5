import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { preparedOn } from './prepared';

describe('preparedOn', () => {
  it('builds a named query once per database, and again for another database', () => {
    const first = {} as Db;
    const second = {} as Db;
    let builds = 0;
    const build = (db: Db) => ({ db, build: ++builds });
    const a = preparedOn(first, 'q', build);
    expect(preparedOn(first, 'q', build)).toBe(a);
    expect(preparedOn(first, 'other', build)).not.toBe(a);
    expect(preparedOn(second, 'q', build).db).toBe(second);
    expect(builds).toBe(3);
  });
});
