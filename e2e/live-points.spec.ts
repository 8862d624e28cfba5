import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, demoSignIn } from './console/fixtures';
import { signInAs, test } from './fixtures/member';
import { givePoints } from './privilege-journey-helpers';

/*
 * What the store does at its counter reaches the member's open app without a reload: points for
 * a bill, and a privilege code used at the branch.
 */
const API = '/api/v1.0';
const LATTE = 'ลาเต้ร้อนฟรี 1 แก้ว';
/** The demo cashier's branch, as the demo seed names it. */
const BRANCH_REF = 'siam';
const BRANCH_NAME_TH = 'สาขาสยาม';

async function asCashier(request: APIRequestContext) {
  const token = await apiToken(request, await demoSignIn(request, 'cashier'));
  return async <T>(path: string, data: Record<string, unknown>): Promise<T> => {
    const answer = await request.post(`${API}${path}`, {
      headers: { authorization: `Bearer ${token}` },
      data,
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { data: T }).data;
  };
}

test('the member sees points given at the counter and a code used at the branch, live', async ({
  page,
  request,
  member,
}) => {
  await givePoints(request, member, 500);
  const store = await asCashier(request);

  await signInAs(page, member);
  await page.goto('/home?brandRef=demo');
  await expect(page.getByRole('button', { name: 'แต้มสะสม 500 แต้ม แสดงรหัสสะสมแต้ม' })).toBeVisible();

  // The member shows their code to the cashier.
  await page.getByRole('button', { name: 'สะสมแต้ม', exact: true }).click();
  const memberCode = page.getByRole('dialog', { name: 'สะสมแต้ม' });
  await expect(memberCode).toBeVisible();

  const earned = await store<{ points_earned: number; balance: number }>('/store/earn', {
    member: member.mobile,
    bill_no: `LIVE-${Date.now()}`,
    amount: 250,
    branch_ref: BRANCH_REF,
  });
  expect(earned).toMatchObject({ points_earned: 10, balance: 510 });

  const arrived = page.getByRole('dialog', { name: 'ได้รับ +10 แต้ม' });
  await expect(arrived).toBeVisible();
  await expect(memberCode).toBeHidden();
  await page.screenshot({ path: '/tmp/live-points-arrived.png' });
  await expect(arrived).toContainText('แต้มสะสมทั้งหมด 510 แต้ม');
  await expect(page.getByRole('button', { name: 'แต้มสะสม 510 แต้ม แสดงรหัสสะสมแต้ม' })).toBeAttached();
  // It steps aside by itself after a few seconds.
  await expect(arrived).toBeHidden();

  // The member redeems a privilege; its code opens by itself and the store then uses it.
  await page.goto('/privilege?brandRef=demo');
  await page.getByRole('button', { name: LATTE }).click();
  await page.getByRole('button', { name: 'แลกสิทธิ์' }).click();
  await page
    .getByRole('dialog', { name: 'ยืนยันการแลกสิทธิ์' })
    .getByRole('button', { name: 'แลกเลย' })
    .click();
  const sheet = page.getByRole('dialog', { name: 'โค้ดสิทธิพิเศษ' });
  await expect(sheet.getByRole('timer')).toContainText(/โค้ดใช้ได้อีก/);
  await sheet.getByRole('tab', { name: 'รหัส' }).click();
  const code = (await sheet.getByRole('tabpanel', { name: 'รหัส' }).innerText()).trim();

  await store('/store/redeem', { code, branch_ref: BRANCH_REF });
  const used = sheet.getByRole('status');
  await expect(used).toContainText('ใช้สิทธิ์แล้ว');
  await expect(used).toContainText(`ใช้แล้วที่${BRANCH_NAME_TH} เมื่อ`);
  await expect(sheet.getByRole('timer')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/live-points-code-used.png' });

  await page.goto('/profile/privilege-history?brandRef=demo');
  const row = page.getByRole('list', { name: 'ประวัติการแลกสิทธิ์' }).getByRole('button');
  await expect(row).toContainText(LATTE);
  await expect(row).toContainText(
    new RegExp(`ใช้แล้วที่${BRANCH_NAME_TH} เมื่อ \\d{1,2} .+ 25\\d\\d \\d{2}:\\d{2}`),
  );
  await page.screenshot({ path: '/tmp/live-points-history.png' });
});

test("the member's own bill code is told once, not again as points from the counter", async ({
  page,
  request,
  member,
}) => {
  const made = await request.post(`${API}/dev/scan-codes`, {
    data: { brandRef: 'demo', points: 70, billAmount: 350 },
  });
  expect(made.ok()).toBe(true);
  const code = ((await made.json()) as { data: { codes: string[] } }).data.codes[0]!;

  await signInAs(page, member);
  await page.goto('/home?brandRef=demo');
  await expect(page.getByRole('button', { name: 'แต้มสะสม 0 แต้ม แสดงรหัสสะสมแต้ม' })).toBeVisible();
  await page.getByRole('button', { name: 'กรอกรหัสใบเสร็จ' }).click();
  const sheet = page.getByRole('dialog', { name: 'กรอกรหัสจากใบเสร็จ' });
  await sheet.getByLabel('รหัสใบเสร็จ').fill(code);
  await sheet.getByRole('button', { name: 'รับแต้ม' }).click();
  const earned = page.getByRole('dialog', { name: 'คุณได้รับแต้มจากบิล + 70 คะแนน' });
  await expect(earned).toBeVisible();
  await earned.getByRole('button', { name: 'รับทราบ' }).click();
  await expect(page.getByRole('button', { name: 'แต้มสะสม 70 แต้ม แสดงรหัสสะสมแต้ม' })).toBeVisible();

  // Two more reads of the balance pass without a second word of the same points.
  for (let read = 0; read < 2; read += 1) {
    await page.waitForResponse((response) => response.url().includes('/Customer/info'));
  }
  await expect(page.getByRole('dialog', { name: /ได้รับ \+/ })).toHaveCount(0);
});
