import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { describeEachDatabase } from '../../test/harness';
import { createMember } from '../../test/member-fixture';
import { earnPoints } from '../points/ledger';
import { pointsOf } from '../offers/test-fixtures';
import { runIdempotent } from './service';

const result = z.object({ balance: z.number() });

describeEachDatabase('Idempotency', (use) => {
  /** An operation with a visible effect: each run earns 5 points under a new source id. */
  const earnFive = (member: { id: number; brandId: number }) => async (tx: Db) => {
    const { balance } = await earnPoints(tx, {
      brandId: member.brandId,
      memberId: member.id,
      points: 5,
      entryType: 'earn_staff',
      sourceType: 'test',
      sourceId: randomUUID(),
      descriptionTh: 'ทดสอบ',
      descriptionEn: 'Test',
    });
    return { balance };
  };
  const run = (
    member: { id: number; brandId: number },
    key: string | undefined,
    body: unknown,
    work: (tx: Db) => Promise<{ balance: number }>,
    operation = 'test.earn',
  ) =>
    runIdempotent(
      use().db,
      { brandId: member.brandId, memberId: member.id, key, operation, body },
      result,
      work,
    );

  it('runs every request without a key', async () => {
    const member = await createMember(use().db);
    await run(member, undefined, {}, earnFive(member));
    const second = await run(member, undefined, {}, earnFive(member));
    expect(second).toEqual({ data: { balance: 10 }, replayed: false });
  });

  it('runs once per key and replays the stored answer', async () => {
    const member = await createMember(use().db);
    const body = { a: 1, b: [1, 2] };
    const first = await run(member, 'k1', body, earnFive(member));
    const again = await run(member, 'k1', { b: [1, 2], a: 1 }, earnFive(member));
    expect(first).toEqual({ data: { balance: 5 }, replayed: false });
    expect(again).toEqual({ data: { balance: 5 }, replayed: true });
    expect(await pointsOf(use().db, member)).toEqual({ balance: 5, ledger: 5 });
  });

  it('refuses a key reused with another body or on another operation', async () => {
    const member = await createMember(use().db);
    await run(member, 'k2', { a: 1 }, earnFive(member));
    await expect(run(member, 'k2', { a: 2 }, earnFive(member))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    await expect(run(member, 'k2', { a: 1 }, earnFive(member), 'test.other')).rejects.toMatchObject(
      { code: 'IDEMPOTENCY_KEY_REUSED' },
    );
  });

  it('records a refusal with its key but undoes what the work changed', async () => {
    const member = await createMember(use().db);
    const refuse = async (tx: Db) => {
      await earnFive(member)(tx);
      throw new AppError('INSUFFICIENT_POINTS', 'Needs more', 'ต้องการแต้มเพิ่ม');
    };
    await expect(run(member, 'k3', {}, refuse)).rejects.toMatchObject({
      code: 'INSUFFICIENT_POINTS',
    });
    const replayed = await run(member, 'k3', {}, earnFive(member)).catch((e: unknown) => e);
    expect(replayed).toBeInstanceOf(AppError);
    expect((replayed as AppError).toBody().error).toMatchObject({
      code: 'INSUFFICIENT_POINTS',
      message_en: 'Needs more',
      message_th: 'ต้องการแต้มเพิ่ม',
    });
    expect(await pointsOf(use().db, member)).toEqual({ balance: 0, ledger: 0 });
  });

  it('forgets the key when the work fails unexpectedly, so a retry runs', async () => {
    const member = await createMember(use().db);
    const crash = async () => {
      throw new Error('connection lost');
    };
    await expect(run(member, 'k4', {}, crash)).rejects.toThrow('connection lost');
    expect(await run(member, 'k4', {}, earnFive(member))).toEqual({
      data: { balance: 5 },
      replayed: false,
    });
  });

  it('lets concurrent duplicates run the work once', async () => {
    const member = await createMember(use().db);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => run(member, 'k5', {}, earnFive(member))),
    );
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.data.balance))).toEqual(new Set([5]));
    expect(await pointsOf(use().db, member)).toEqual({ balance: 5, ledger: 5 });
  });
});
