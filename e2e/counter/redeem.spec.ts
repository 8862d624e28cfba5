import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoSignIn, signIn } from '../console/fixtures';
import { createMember, type Member } from '../fixtures/member';
import { givePoints } from '../privilege-journey-helpers';

const LATTE = 'ลาเต้ร้อนฟรี 1 แก้ว';

/** The member redeems the demo's latte with their points, in their app's call: its code. */
async function latteCode(request: APIRequestContext, member: Member): Promise<string> {
  const headers = { authorization: `Bearer ${member.token}` };
  const list = await request.post('/api/v1.0/privilege/List', {
    headers,
    data: { Filters: { Filters: [], Ordering: [], Page: 1, Limit: 50 } },
  });
  expect(list.ok()).toBe(true);
  const { payload } = (
    (await list.json()) as { data: { payload: { privilege_id: number; name_th: string }[] } }
  ).data;
  const latte = payload.find((item) => item.name_th === LATTE);
  if (!latte) throw new Error('the demo brand has no latte privilege');
  const issued = await request.post('/api/v1.0/privilege/Issue', {
    headers,
    data: { Privilege_Id: latte.privilege_id },
  });
  expect(issued.ok(), await issued.text()).toBe(true);
  return ((await issued.json()) as { data: { code: string } }).data.code;
}

test('a cashier reads a member privilege code, uses it, and the code cannot be used again', async ({
  page,
  request,
}, info) => {
  const member = await createMember(request);
  await givePoints(request, member, 500);
  const code = await latteCode(request, member);

  await page.goto('/counter');
  await signIn(page, await demoSignIn(request, 'cashier'));
  await page.getByRole('link', { name: 'ใช้สิทธิ์' }).click();
  await page.getByLabel('โค้ดสิทธิพิเศษหรือแพ็กเกจ').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'ตรวจสอบโค้ด' }).click();

  const card = page.getByTestId('code-card');
  await expect(card).toContainText(LATTE);
  await expect(card).toContainText(`${member.firstName} ${member.lastName}`);
  await expect(card).toContainText('ใช้ได้');
  await page.screenshot({ path: `/tmp/counter-redeem-confirm-${info.project.name}.png` });
  await page.getByRole('button', { name: 'ยืนยันใช้สิทธิ์' }).click();
  await expect(page.getByTestId('redeem-done')).toContainText('ใช้สิทธิ์เรียบร้อย');
  await expect(page.getByTestId('redeem-done')).toContainText(/ใช้เมื่อ \d{1,2} .+ 25\d\d/);

  await page.getByRole('button', { name: 'ลูกค้าคนถัดไป' }).click();
  await page.getByLabel('โค้ดสิทธิพิเศษหรือแพ็กเกจ').fill(code);
  await page.getByRole('button', { name: 'ตรวจสอบโค้ด' }).click();
  await expect(page.getByRole('status')).toContainText('โค้ดนี้ใช้ไปแล้วที่สาขาสยาม');
  await expect(page.getByRole('button', { name: 'ยืนยันใช้สิทธิ์' })).toHaveCount(0);
});
