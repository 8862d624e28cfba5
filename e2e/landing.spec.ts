import { expect, test } from '@playwright/test';
import { UnsecuredJWT } from 'jose';

const logoAlt = 'โลโก้แบรนด์';

test.describe('landing splash', () => {
  test('shows the brand login logo, then sends a visitor to LINE login of the brand', async ({
    page,
  }) => {
    const started = Date.now();
    await page.goto('/?brandRef=demo');
    const logo = page.getByRole('img', { name: logoAlt });
    await expect(logo).toHaveAttribute('src', '/api/v1.0/images/demo/logo-login.svg');
    // Still the splash when its logo shows; the picture may finish loading after it moves on.
    expect(new URL(page.url()).pathname).toBe('/');
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await page.waitForURL('**/authentication/line-login?**');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    const url = new URL(page.url());
    expect(url.searchParams.get('brandRef')).toBe('demo');
    expect(url.searchParams.get('landing')).toBe('true');
    expect(url.searchParams.get('isGlobal')).toBe('false');
    expect(await page.evaluate(() => sessionStorage.getItem('crm.brand'))).toBe('demo');
  });

  test('falls back to the bundled logo when the brand has none', async ({ page }) => {
    await page.route('**/api/v1.0/Theme/GetLogo?**', (route) =>
      route.fulfill({ json: { data: { resp: { imagelist: [] } } } }),
    );
    await page.goto('/?brandRef=demo');
    const logo = page.getByRole('img', { name: logoAlt });
    await expect(logo).toHaveAttribute('src', /brand-logo.*\.svg$/);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a member with a token goes home', async ({ page }) => {
    const token = new UnsecuredJWT({ brand_ref: 'demo', sub: '1' }).encode();
    await page.addInitScript((value) => localStorage.setItem('crm.userToken', value), token);
    await page.goto('/?brandRef=demo');
    await page.waitForURL('**/home?**');
    expect(new URL(page.url()).searchParams.get('brandRef')).toBe('demo');
  });

  test('a LINE callback for a new customer opens the PDPA consent', async ({ page }) => {
    const callbackToken = new UnsecuredJWT({
      action: 'register-customer',
      iam_line_identity_sref: 'LINE-42',
    }).encode();
    await page.goto(`/?brandRef=demo&callbackToken=${callbackToken}`);
    await page.waitForURL('**/authentication/pdpa?**');
    expect(await page.evaluate(() => localStorage.getItem('crm.lineIdentityRef'))).toBe('LINE-42');
    expect(await page.evaluate(() => localStorage.getItem('crm.userToken'))).toBeNull();
  });

  test('a LINE callback for a member signs in and asks for outstanding custom fields', async ({
    page,
  }) => {
    const accessToken = new UnsecuredJWT({ brand_ref: 'demo' }).encode();
    const callbackToken = new UnsecuredJWT({
      action: 'home',
      is_withdraw_pdpa: false,
      token: accessToken,
    }).encode();
    let checked = '';
    await page.route('**/api/v1.0/customercustomfields/check-info?**', (route) => {
      checked = route.request().url();
      return route.fulfill({
        json: {
          data: {
            list_form: [
              {
                form_id: 1,
                form_name: 'favourites',
                title_th: 'เมนูโปรด',
                title_en: 'Favourites',
                missing_fields: ['drink'],
              },
            ],
          },
        },
      });
    });
    await page.goto(`/?brandRef=demo&callbackToken=${callbackToken}`);
    await page.waitForURL('**/authentication/register-cs-fields?**');
    expect(new URL(page.url()).searchParams.get('process')).toBe('3');
    expect(new URL(checked).searchParams.get('process')).toBe('3');
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('crm.userToken'),
      withdraw: localStorage.getItem('crm.withdrawPdpa'),
      action: localStorage.getItem('crm.lineAction'),
    }));
    expect(stored).toEqual({ token: accessToken, withdraw: 'false', action: 'home' });
  });
});
