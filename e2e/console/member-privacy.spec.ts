import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createMember, signInAs, type Member } from '../fixtures/member';
import { apiToken, demoSignIn, signIn } from './fixtures';

const API = '/api/v1.0';

/** The member's id in the console, found by mobile number as the owner's search finds it. */
async function memberIdOf(request: APIRequestContext, token: string, member: Member) {
  const res = await request.get(`${API}/console/members?q=${member.mobile}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { items } = ((await res.json()) as { data: { items: { member_id: number }[] } }).data;
  expect(items).toHaveLength(1);
  return items[0]!.member_id;
}

test("the owner exports and erases a member; the member's app then cannot go on", async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request);

  // The member downloads their own data on their phone.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
  });
  const app = await phone.newPage();
  await signInAs(app, member);
  await app.goto('/profile?brandRef=demo');
  await app.getByRole('button', { name: 'ดาวน์โหลดข้อมูลของฉัน' }).click();
  await expect(app.getByRole('heading', { name: 'ดาวน์โหลดข้อมูลของฉัน' })).toBeVisible();
  const ownCopy = app.waitForEvent('download');
  await app.getByRole('button', { name: 'ดาวน์โหลด (.zip)' }).click();
  expect((await ownCopy).suggestedFilename()).toMatch(
    new RegExp(`^member-${member.memberCode}-\\d{8}\\.zip$`),
  );
  await app.screenshot({ path: test.info().outputPath('member-download-my-data.png') });

  // The owner opens the member, exports them and erases them.
  const owner = await demoSignIn(request, 'owner');
  const memberId = await memberIdOf(request, await apiToken(request, owner), member);
  await page.goto(`/console/members/${memberId}`);
  await signIn(page, owner);
  const privacy = page.getByRole('region', { name: 'คำขอเกี่ยวกับข้อมูลส่วนบุคคล' });
  await expect(privacy).toBeVisible();
  const exported = page.waitForEvent('download');
  await privacy.getByRole('button', { name: 'ส่งออกข้อมูลสมาชิก (zip)' }).click();
  const zip = unzipSync(new Uint8Array(await readFile(await (await exported).path())));
  const json = JSON.parse(strFromU8(zip['member.json']!)) as { profile: { mobile_no: string } };
  expect(json.profile.mobile_no).toBe(member.mobile);
  expect(Object.keys(zip)).toContain('README.txt');

  await privacy.getByRole('button', { name: 'ลบข้อมูลส่วนบุคคล' }).click();
  const dialog = page.getByRole('dialog', { name: 'ลบข้อมูลส่วนบุคคลของสมาชิก' });
  await dialog.getByLabel(`พิมพ์รหัสสมาชิก ${member.memberCode} เพื่อยืนยัน`).fill(member.memberCode);
  await dialog.getByLabel('เหตุผล').fill('สมาชิกขอลบข้อมูลทางอีเมล');
  await page.screenshot({ path: test.info().outputPath('console-member-erase.png') });
  await dialog.getByRole('button', { name: 'ลบข้อมูลถาวร' }).click();
  await expect(privacy.getByText('ลบข้อมูลส่วนบุคคลแล้ว')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('console-member-erased.png') });

  // The member's app: the session is over and the PIN no longer signs in.
  await app.goto('/profile?brandRef=demo');
  await expect(app.getByRole('dialog', { name: 'สิทธิ์การใช้งานหมดอายุ' })).toBeVisible();
  const login = await request.post(`${API}/authentication/Login`, {
    data: { Brand_Ref: 'demo', Mobile_No: member.mobile, Pin: member.pin },
  });
  expect(login.ok()).toBe(false);
  await phone.close();
});
