import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorBody } from '@crm/contract/envelope';
import { brands, members, pdpaPolicies } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { createPackage, createPrivilege, memberWithPoints } from '../offers/test-fixtures';
import { generateCodes } from '../scan-codes/service';

type Headers = Record<string, string>;

/*
 * PDPA: once a member withdraws consent, the programme stops processing their data. Earning,
 * redeeming, issuing and buying are refused with CONSENT_WITHDRAWN; reading one's own profile
 * and consent, and consenting again, still work.
 */
describeEachDatabase('Withdrawn consent', (use) => {
  const api = (method: 'GET' | 'POST', path: string, headers: Headers, payload?: object) =>
    use().app.inject({ method, url: `/api/v1.0${path}`, headers, payload });
  const codeOf = (res: { json: () => unknown }) => errorBody.parse(res.json()).error.code;

  async function demo() {
    const [brand] = await use().db.select().from(brands).where(eq(brands.ref, 'demo'));
    const [policy] = await use()
      .db.select()
      .from(pdpaPolicies)
      .where(and(eq(pdpaPolicies.brandId, brand!.id), eq(pdpaPolicies.isActive, true)));
    const article = {
      Pdpa_Article_Alt_Reference: policy!.articleAltReference,
      Pdpa_Article_Group_Key: policy!.articleGroupKey,
    };
    return { brand: brand!, article };
  }

  it('refuses earning, redeeming, issuing and buying until the member consents again', async () => {
    const { brand, article } = await demo();
    const privilege = await createPrivilege(use().db, brand.id, { pointNeed: 10 });
    const pkg = await createPackage(use().db, brand.id, { pointNeed: 10 });
    const member = await memberWithPoints(use(), 'demo', 100);
    const [row] = await use()
      .db.select({ code: members.memberCode })
      .from(members)
      .where(eq(members.id, member.id));
    const bought = await api('POST', '/package/Issue', member.headers, { Package_Id: pkg.id });
    expect(bought.statusCode).toBe(200);
    const purchase = bought.json<{ data: { transaction_id: string } }>().data.transaction_id;
    const { codes } = await generateCodes(use().db, { brandId: brand.id, points: 5, count: 1 });

    const withdrawn = await api('POST', '/CustomerAccount/UpdatePDPA', member.headers, {
      ...article,
      Pdpa_Action: 4,
    });
    expect(withdrawn.statusCode).toBe(200);

    const refused = {
      issue: await api('POST', '/privilege/Issue', member.headers, { Privilege_Id: privilege.id }),
      buy: await api('POST', '/package/Issue', member.headers, { Package_Id: pkg.id }),
      use: await api('POST', '/package/Use', member.headers, { Transaction_Id: purchase }),
      bill: await api(
        'GET',
        `/UniversalScanCode/RedeemQrCode?customerId=${row!.code}&qrCode=${codes[0]}`,
        member.headers,
      ),
      welcome: await api('GET', '/WelcomeCampaign/Issue', member.headers),
    };
    for (const [name, res] of Object.entries(refused)) {
      expect({ name, status: res.statusCode, code: codeOf(res) }).toEqual({
        name,
        status: 403,
        code: 'CONSENT_WITHDRAWN',
      });
      const { error } = errorBody.parse(res.json());
      expect(error.message_th).toMatch(/ยกเลิกความยินยอม/);
      expect(error.message_en).toMatch(/withdrew your consent/);
    }
    const [after] = await use()
      .db.select({ balance: members.pointBalance })
      .from(members)
      .where(eq(members.id, member.id));
    expect(after!.balance).toBe(90);

    expect((await api('GET', '/Customer/info', member.headers)).statusCode).toBe(200);
    const again = await api('POST', '/CustomerAccount/UpdatePDPA', member.headers, {
      ...article,
      Pdpa_Action: 1,
    });
    expect(again.statusCode).toBe(200);
    const issued = await api('POST', '/privilege/Issue', member.headers, {
      Privilege_Id: privilege.id,
    });
    expect(issued.statusCode).toBe(200);
  });

  it('refuses a member who never consented with its own code', async () => {
    const { brand } = await demo();
    const privilege = await createPrivilege(use().db, brand.id, { pointNeed: 0 });
    const member = await memberWithPoints(use(), 'demo', 0);
    await use().db.update(members).set({ isConsentPdpa: false }).where(eq(members.id, member.id));
    const res = await api('POST', '/privilege/Issue', member.headers, {
      Privilege_Id: privilege.id,
    });
    expect([res.statusCode, codeOf(res)]).toEqual([403, 'CONSENT_REQUIRED']);
  });
});
