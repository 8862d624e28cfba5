import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messageKinds } from '@crm/contract/message-kinds';
import { messagePreferencesResponse } from '@crm/contract/messages';
import { members } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';
import { expectError } from '../auth/test-helpers';
import { signedInOperator } from '../operators/test-fixtures';
import { bearerOf } from '../../test/member-fixture';
import { brandWithChannel, recipient, setTemplate } from './test-fixtures';

const URL = '/api/v1.0/Customer/MessagePreferences';

describeEachDatabase('Message preferences', (use) => {
  const get = (headers: Record<string, string>) => use().app.inject({ url: URL, headers });
  const put = (headers: Record<string, string>, payload: unknown) =>
    use().app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });

  it('lists every kind the brand sends, on until the member turns it off, in Thai at first', async () => {
    const ctx = use();
    const brand = await brandWithChannel(ctx);
    await setTemplate(ctx.db, brand.id, 'tier_down', { isEnabled: false });
    const member = await recipient(ctx.db, brand);
    const headers = await bearerOf(ctx, member);

    const first = messagePreferencesResponse.parse((await get(headers)).json()).data;
    expect(first.language).toBe('th');
    expect(first.kinds.map((k) => k.kind)).toEqual(messageKinds.filter((k) => k !== 'tier_down'));
    expect(first.kinds.every((k) => k.is_enabled)).toBe(true);

    const saved = await put(headers, { language: 'en', opted_out: ['broadcast', 'tier_up'] });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = messagePreferencesResponse.parse((await get(headers)).json()).data;
    expect(after.language).toBe('en');
    expect(after.kinds.filter((k) => !k.is_enabled).map((k) => k.kind)).toEqual([
      'tier_up',
      'broadcast',
    ]);
    const [row] = await ctx.db
      .select({ language: members.messageLanguage })
      .from(members)
      .where(eq(members.id, member.id));
    expect(row!.language).toBe('en');

    // Saving again replaces the whole setting.
    await put(headers, { language: 'th', opted_out: [] });
    const reset = messagePreferencesResponse.parse((await get(headers)).json()).data;
    expect(reset).toEqual(first);
  });

  it("keeps each member's setting their own", async () => {
    const ctx = use();
    const a = await signedInMember(ctx);
    const b = await signedInMember(ctx);
    await put(a.headers, { language: 'en', opted_out: ['points_earned'] });
    const other = messagePreferencesResponse.parse((await get(b.headers)).json()).data;
    expect(other.language).toBe('th');
    expect(other.kinds.every((k) => k.is_enabled)).toBe(true);
  });

  it('refuses unknown kinds, a kind twice, another language, and callers who are not members', async () => {
    const ctx = use();
    const member = await signedInMember(ctx);
    for (const body of [
      { language: 'th', opted_out: ['spam'] },
      { language: 'th', opted_out: ['tier_up', 'tier_up'] },
      { language: 'fr', opted_out: [] },
      { opted_out: [] },
    ]) {
      expectError(await put(member.headers, body), 400, 'VALIDATION_ERROR');
    }
    expectError(await get({}), 401, 'UNAUTHORIZED');
    const operator = await signedInOperator(ctx, { role: 'owner' });
    expect((await get(operator.headers)).statusCode).toBe(401);
    expect((await put(operator.headers, { language: 'th', opted_out: [] })).statusCode).toBe(401);
  });
});
