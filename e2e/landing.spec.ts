import { expect, test } from '@playwright/test';

test('the app loads for the demo brand', async ({ page }) => {
  await page.goto('/?brandRef=demo');
  await expect(page.locator('main')).toBeVisible();
});
