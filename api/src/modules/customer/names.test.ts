import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorBody } from '@crm/contract/envelope';
import { NAME_MAX_LENGTH } from '@crm/contract/field-rules';
import { members } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';

/*
 * The name rules of UpdateCustomerInfo, as a member's app meets them: what is refused is
 * answered with VALIDATION_ERROR naming the field and the rule, and what is kept is stored clean.
 */

const THAI_CONSONANTS = [...'กขคงจฉชซญฎณดตถทธนบปผพฟภมยรลวศษสหอฮ'];
const THAI_MARKS = [...'ะาำิีึืุู่้๊๋์็'];
const LATIN = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéüñç'];

/** A name as members type them: words of Thai or Latin letters joined by a space or hyphen. */
const thaiWord = fc
  .array(
    fc.tuple(
      fc.constantFrom(...THAI_CONSONANTS),
      fc.option(fc.constantFrom(...THAI_MARKS), { nil: '' }),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((pairs) => pairs.map(([letter, mark]) => letter + mark).join(''));
const latinWord = fc
  .array(fc.constantFrom(...LATIN), { minLength: 1, maxLength: 10 })
  .map((letters) => letters.join(''));
const validName = fc
  .array(fc.oneof(thaiWord, latinWord), { minLength: 1, maxLength: 3 })
  .chain((words) =>
    fc
      .array(fc.constantFrom(' ', '-', "'"), {
        minLength: words.length - 1,
        maxLength: words.length - 1,
      })
      .map((joins) => words.map((word, i) => (i === 0 ? word : joins[i - 1] + word)).join('')),
  );

/** Characters that show nothing (or reorder text) and must never reach a stored name. */
const INVISIBLE = [
  '\u200B',
  '\u200C',
  '\u200D',
  '\uFEFF',
  '\u2060',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202E',
  '\u2066',
  '\u2069',
  '\u00AD',
  '\u0000',
  '\u0007',
  '\u001B',
  '\t',
  '\n',
  '\r',
  '\u0085',
];

describeEachDatabase('Member names', (use) => {
  const update = (ctx: TestContext, headers: Record<string, string>, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/Customer/UpdateCustomerInfo',
      headers,
      payload,
    });
  const storedName = async (ctx: TestContext, memberId: number) => {
    const [row] = await ctx.db.select().from(members).where(eq(members.id, memberId));
    return [row!.firstName, row!.lastName];
  };
  const refusal = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(400);
    return errorBody.parse(res.json()).error;
  };

  it('says a 300-character name is too long, not missing', async () => {
    const ctx = use();
    const m = await signedInMember(ctx);
    const error = refusal(
      await update(ctx, m.headers, { first_name: 'ก'.repeat(300), last_name: 'ใจดี' }),
    );
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message_en).toBe('first_name: tooLong');
    expect(error.message_th).toContain('first_name');
    const longest = 'ก'.repeat(NAME_MAX_LENGTH);
    expect(
      (await update(ctx, m.headers, { first_name: longest, last_name: 'ใจดี' })).statusCode,
    ).toBe(200);
    expect(await storedName(ctx, m.id)).toEqual([longest, 'ใจดี']);
  });

  it('refuses names of invisible characters, and only spaces as missing', async () => {
    const ctx = use();
    const m = await signedInMember(ctx);
    const invisible = refusal(
      await update(ctx, m.headers, { first_name: '\u200B\u200C\u200D', last_name: '\uFEFF\u2060' }),
    );
    expect(invisible.message_en).toBe(
      'first_name: invalidCharacters; last_name: invalidCharacters',
    );
    const blank = refusal(await update(ctx, m.headers, { first_name: '   ', last_name: 'ใจดี' }));
    expect(blank.message_en).toBe('first_name: required');
    const email = refusal(
      await update(ctx, m.headers, { first_name: 'สมชาย', last_name: 'ใจดี', email: 'a@' }),
    );
    expect(email.message_en).toBe('email: invalidEmail');
    expect(await storedName(ctx, m.id)).toEqual(['สมชาย', 'ใจดี']);
  });

  it('stores any Thai or Latin name trimmed, with one space between words', async () => {
    const ctx = use();
    const m = await signedInMember(ctx);
    await fc.assert(
      fc.asyncProperty(validName, validName, async (first, last) => {
        const res = await update(ctx, m.headers, {
          first_name: `  ${first.replaceAll(' ', '\u00A0 ')} `,
          last_name: `\u3000${last}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(await storedName(ctx, m.id)).toEqual([first, last]);
      }),
      { numRuns: 25 },
    );
  });

  it('refuses a name with an invisible or control character anywhere, storing nothing', async () => {
    const ctx = use();
    const m = await signedInMember(ctx);
    const before = await storedName(ctx, m.id);
    await fc.assert(
      fc.asyncProperty(
        validName,
        fc.constantFrom(...INVISIBLE),
        fc.nat(),
        async (name, invisible, at) => {
          const cut = at % (name.length + 1);
          const tainted = name.slice(0, cut) + invisible + name.slice(cut);
          const error = refusal(
            await update(ctx, m.headers, { first_name: 'สมชาย', last_name: tainted }),
          );
          expect(error.code).toBe('VALIDATION_ERROR');
          expect(error.message_en).toBe('last_name: invalidCharacters');
        },
      ),
      { numRuns: 40 },
    );
    expect(await storedName(ctx, m.id)).toEqual(before);
  });
});
