import { expect, signInAs, test } from './fixtures/member';

/* The member's language: chosen on the profile, kept on the device, applied to every screen. */

test.describe('language', () => {
  test('switches to English on the profile and stays English after a reload', async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto('/profile?brandRef=demo');
    await expect(page.getByRole('heading', { name: 'โปรไฟล์', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');

    await page.getByRole('button', { name: 'English' }).click();

    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Points history' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveTitle(/^Profile · /);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Other screens follow, brand content included (the demo privileges have English names).
    await page.getByRole('link', { name: 'Privileges' }).click();
    await expect(page.getByRole('heading', { name: 'Privileges', level: 1 })).toBeVisible();
    await expect(page.getByText('A free iced Americano')).toBeVisible();
    await expect(page.getByText('อเมริกาโน่เย็นฟรี 1 แก้ว')).toHaveCount(0);

    await page.goto('/profile?brandRef=demo');
    await page.getByRole('button', { name: 'ไทย' }).click();
    await expect(page.getByRole('heading', { name: 'โปรไฟล์', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'โปรไฟล์', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });
});
