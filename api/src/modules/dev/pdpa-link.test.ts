import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutboxResponse } from '@crm/contract/auth';
import { devPdpaLinkResponse } from '@crm/contract/dev';
import { errorBody } from '@crm/contract/envelope';
import { pdpaDetailResponse } from '@crm/contract/pdpa';
import { createTestContext, describeEachDatabase, testDatabases } from '../../test/harness';
import { createMember } from '../../test/member-fixture';

const sendLink = (body: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/api/v1.0/dev/pdpa-link',
  headers: { host: 'app.example:4173' },
  payload: body,
});

describeEachDatabase('Dev PDPA link', (use) => {
  it('texts the member a consent link to the origin asked, which opens their policy', async () => {
    const member = await createMember(use().db, { consent: false });
    const res = await use().app.inject(sendLink({ brandRef: 'demo', mobileNo: member.mobileNo }));
    expect(res.statusCode).toBe(200);
    const { link, expires_at } = devPdpaLinkResponse.parse(res.json()).data;
    expect(link).toMatch(/^http:\/\/app\.example:4173\/c\/[\w-]{22}$/);
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now());

    const outbox = await use().app.inject({
      url: `/api/v1.0/dev/sms-outbox?brandRef=demo&to=${member.mobileNo}`,
    });
    const [sms] = smsOutboxResponse.parse(outbox.json()).data;
    expect(sms?.text).toContain(link);

    const token = link.split('/').at(-1)!;
    const detail = await use().app.inject({ url: `/api/v1.0/pdpa/pdpa-detail/${token}` });
    expect(detail.statusCode).toBe(200);
    const { resp } = pdpaDetailResponse.parse(detail.json()).data;
    expect(resp.is_consent).toBe(false);
  });

  it('answers a number without a member, another brand and bad input without a 500', async () => {
    const stranger = await use().app.inject(sendLink({ brandRef: 'demo', mobileNo: '0899999991' }));
    expect(stranger.statusCode).toBe(404);
    expect(errorBody.parse(stranger.json()).error.code).toBe('NOT_FOUND');

    const member = await createMember(use().db);
    const otherBrand = await use().app.inject(
      sendLink({ brandRef: 'nope', mobileNo: member.mobileNo }),
    );
    expect(errorBody.parse(otherBrand.json()).error.code).toBe('BRAND_NOT_FOUND');

    for (const body of [{ brandRef: 'demo', mobileNo: '12345' }, { brandRef: 'demo' }, {}]) {
      expect((await use().app.inject(sendLink(body))).statusCode).toBe(400);
    }
  });
});

for (const kind of testDatabases()) {
  describe(`Dev PDPA link in production [${kind}]`, () => {
    let ctx: Awaited<ReturnType<typeof createTestContext>> | undefined;
    beforeAll(async () => {
      ctx = await createTestContext(kind, { NODE_ENV: 'production' });
    }, 60_000);
    afterAll(async () => {
      await ctx?.close();
    });

    it('is not registered', async () => {
      const member = await createMember(ctx!.db);
      const res = await ctx!.app.inject(sendLink({ brandRef: 'demo', mobileNo: member.mobileNo }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).not.toHaveProperty('data');
    });
  });
}
