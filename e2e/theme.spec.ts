import { expect, test, type Page } from '@playwright/test';

const rootVariable = (page: Page, name: string) =>
  page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );

/** The splash's progress dots are painted in the primary colour. */
const progressDot = (page: Page) =>
  page.getByRole('status', { name: 'กำลังเตรียมข้อมูล' }).locator('span').first();

test.describe('brand theme', () => {
  test("paints the demo brand's colours", async ({ page }) => {
    await page.goto('/?brandRef=demo');
    await expect(progressDot(page)).toHaveCSS('background-color', 'rgb(111, 78, 55)');
    expect(await rootVariable(page, '--primary')).toBe('#6F4E37');
    expect(await rootVariable(page, '--background')).toBe('#FBF7F2');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#6F4E37');
  });

  test('falls back to the default theme when the brand has none', async ({ page }) => {
    await page.route('**/api/v1.0/Theme/GetTheme?**', (route) =>
      route.fulfill({ json: { data: { resp: { json_config: null, groupimagelist: null } } } }),
    );
    await page.goto('/?brandRef=demo');
    await expect(progressDot(page)).toHaveCSS('background-color', 'rgb(0, 127, 255)');
    expect(await rootVariable(page, '--primary')).toBe('#007FFF');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#007FFF');
  });
});
