import { expect, test, type APIRequestContext } from '@playwright/test';
import { createMember, signInAs, type Member } from '../fixtures/member';
import { demoSignIn, signIn } from './fixtures';

const NEW_CLAUSE = '10. การใช้ข้อมูลเพื่อคำนวณแต้มสะสมข้ามสาขา (เพิ่มในฉบับใหม่)';

async function consents(request: APIRequestContext, member: Member): Promise<boolean> {
  const res = await request.get('/api/v1.0/Customer/info', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  return ((await res.json()) as { data: { is_consent_pdpa: boolean } }).data.is_consent_pdpa;
}

test('the owner publishes a new policy version and a member is asked to consent again', async ({
  page,
  browser,
  request,
}) => {
  // A registered member who consented to the policy in force.
  const member = await createMember(request);
  expect(await consents(request, member)).toBe(true);

  const owner = await demoSignIn(request, 'owner');
  await page.goto('/console');
  await signIn(page, owner);
  await page
    .getByRole('navigation', { name: 'เมนูหลัก' })
    .getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'นโยบายความเป็นส่วนตัว' })).toBeVisible();
  await expect(page.getByText('ฉบับที่สมาชิกให้ความยินยอมในปัจจุบัน')).toBeVisible();
  await expect(page.getByTestId('consent-consented')).not.toHaveText(/ 0$/);
  await page.screenshot({ path: test.info().outputPath('console-privacy-list.png') });
  // The version in force: 1 on a fresh brand, more when a retry finds this journey's own.
  const versions = page.getByRole('table', { name: 'ฉบับของนโยบาย' });
  const inForce = Number(
    /ฉบับที่ (\d+)/.exec(await versions.getByRole('row').nth(1).innerText())?.[1],
  );
  const next = inForce + 1;

  await page.getByRole('link', { name: 'เขียนฉบับใหม่' }).click();
  await expect(page.getByRole('heading', { name: `เขียนฉบับที่ ${next}` })).toBeVisible();
  const thai = page.getByLabel('ข้อความภาษาไทย');
  await expect(thai).toHaveValue(/บ้านกาแฟ ดอยช้าง/);
  await thai.fill(`${await thai.inputValue()}\n\n${NEW_CLAUSE}`);
  await page.getByRole('button', { name: 'บันทึกฉบับร่าง' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `ฉบับที่ ${next}` })).toBeVisible();
  await expect(page.getByText('ฉบับร่าง', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('console-privacy-draft.png') });

  // Members still read the version in force while the new one is a draft.
  const info = await request.get('/api/v1.0/pdpa/info?Brand_Ref=demo');
  expect(((await info.json()) as { data: { version: number } }).data.version).toBe(inForce);

  await page.getByRole('button', { name: 'เผยแพร่ฉบับนี้' }).click();
  const confirm = page.getByRole('dialog', { name: `เผยแพร่ฉบับที่ ${next}` });
  await expect(confirm).toContainText('จะถูกขอความยินยอมอีกครั้งเมื่อเปิดแอปครั้งถัดไป');
  await page.screenshot({ path: test.info().outputPath('console-privacy-publish.png') });
  await confirm.getByRole('button', { name: 'เผยแพร่', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'นโยบายความเป็นส่วนตัว' })).toBeVisible();
  const current = versions.getByRole('row').nth(1);
  await expect(current).toContainText(`ฉบับที่ ${next}`);
  await expect(current).toContainText('ฉบับปัจจุบัน');
  await expect(page.getByTestId('consent-consented')).toHaveText('ให้ความยินยอม 0');
  await page.screenshot({ path: test.info().outputPath('console-privacy-published.png') });

  // The member opens the app again: home asks for consent to the new version before anything else.
  expect(await consents(request, member)).toBe(false);
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const app = await memberContext.newPage();
  await signInAs(app, member);
  await app.goto('/home?brandRef=demo');
  const gate = app.getByRole('dialog', { name: 'นโยบายความเป็นส่วนตัว' });
  await expect(gate).toBeVisible();
  await expect(gate).toContainText(NEW_CLAUSE);
  await app.screenshot({ path: test.info().outputPath('member-asked-again.png') });
  await gate.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(gate).toBeHidden();
  expect(await consents(request, member)).toBe(true);
  await memberContext.close();

  // The console counts the member's consent to the new version.
  await page.reload();
  await expect(page.getByTestId('consent-consented')).toHaveText('ให้ความยินยอม 1');
});
