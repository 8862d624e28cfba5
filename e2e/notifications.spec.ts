import { expect, signInAs, test } from './fixtures/member';

test('turns a kind of message off and picks the language messages arrive in', async ({
  page,
  member,
}) => {
  await signInAs(page, member);
  await page.goto('/profile?brandRef=demo');
  await page.getByRole('button', { name: 'การแจ้งเตือน' }).click();
  await expect(page.getByRole('heading', { name: 'การแจ้งเตือน' })).toBeVisible();
  const earned = page.getByRole('switch', { name: 'ได้รับคะแนน' });
  await expect(earned).toHaveAttribute('aria-checked', 'true');
  await earned.click();
  await expect(earned).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // What was saved is what the screen shows after a reload.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'ได้รับคะแนน' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('switch', { name: 'เลื่อนระดับสมาชิก' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});
