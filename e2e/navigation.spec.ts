import type { Page } from '@playwright/test';
import { UnsecuredJWT } from 'jose';
import { expect, signInAs, test } from './fixtures/member';
import { rewriteTheme } from './fixtures/theme';
import type { ThemeSettings } from '@crm/contract/theme';

/*
 * The shell's navigation, session guard and error modals for a member made through the real API
 * (the member fixture); only the brand theme and failures of the menu call are intercepted.
 */

/** The demo theme with its navbar flags replaced. */
async function navbarFlags(page: Page, flags: { privilege: string; package: string }) {
  await rewriteTheme(page, (resp) => {
    // Off the contract on purpose: the app must treat anything but 'true' as off.
    resp.json_config!.Setting_Field.Navbar_Menu = {
      is_privilege_active: flags.privilege,
      is_package_active: flags.package,
    } as ThemeSettings['Navbar_Menu'];
    return resp;
  });
}

/** The side menu's entries call fails with the API's error envelope. */
async function failMenu(page: Page, status: number, code: string, title: string, message: string) {
  await page.route('**/api/v1.0/navigation/list?**', (route) =>
    route.fulfill({
      status,
      json: {
        error: {
          http_status: status,
          code,
          title_th: title,
          message_th: message,
          title_en: title,
          message_en: message,
        },
      },
    }),
  );
}

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'เมนูหลัก' });
const tabLabels = (page: Page) => bottomBar(page).getByRole('link').allInnerTexts();

test.describe('bottom navigation', () => {
  test('shows the five tabs in Thai with home active', async ({ page, member }) => {
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');
    await expect(bottomBar(page).getByRole('link')).toHaveCount(5);
    expect(await tabLabels(page)).toEqual(['หน้าหลัก', 'สิทธิพิเศษ', 'แพ็กเกจ', 'บัตรสมาชิก', 'โปรไฟล์']);
    await expect(bottomBar(page).getByRole('link', { name: 'หน้าหลัก' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('hides privilege and package when the brand turns them off', async ({ page, member }) => {
    await signInAs(page, member);
    await navbarFlags(page, { privilege: 'false', package: 'false' });
    await page.goto('/home?brandRef=demo');
    await expect(bottomBar(page).getByRole('link')).toHaveCount(3);
    expect(await tabLabels(page)).toEqual(['หน้าหลัก', 'บัตรสมาชิก', 'โปรไฟล์']);
  });

  test("keeps a tab only for the string 'true'", async ({ page, member }) => {
    await signInAs(page, member);
    await navbarFlags(page, { privilege: 'true', package: 'TRUE' });
    await page.goto('/home?brandRef=demo');
    await expect(bottomBar(page).getByRole('link', { name: 'สิทธิพิเศษ' })).toBeVisible();
    await expect(bottomBar(page).getByRole('link', { name: 'แพ็กเกจ' })).toHaveCount(0);
  });

  test('a tab opens its page with the brand in the URL and becomes active', async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');
    await bottomBar(page).getByRole('link', { name: 'โปรไฟล์' }).click();
    await page.waitForURL('**/profile?brandRef=demo&isGlobal=false');
    await expect(bottomBar(page).getByRole('link', { name: 'โปรไฟล์' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('detail pages hide the bottom bar', async ({ page, member }) => {
    await signInAs(page, member);
    await page.goto('/privilege/detail?brandRef=demo&privilegeId=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bottomBar(page)).toHaveCount(0);
  });
});

test.describe('side menu', () => {
  test("lists the brand's displayed entries; a tap navigates and closes it", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.route('**/api/v1.0/navigation/list?**', (route) =>
      route.fulfill({
        json: {
          data: {
            nav_bar: [
              {
                nav_key: 'home',
                name_en: 'Home',
                name_th: 'หน้าหลัก',
                active_icon: '',
                inactive_icon: '',
                is_display: true,
              },
              {
                nav_key: 'profile.points-history',
                name_en: 'Points',
                name_th: 'ประวัติแต้ม',
                active_icon: '',
                inactive_icon: '',
                is_display: true,
              },
              {
                nav_key: 'package',
                name_en: 'Packages',
                name_th: 'แพ็กเกจที่ซ่อน',
                active_icon: '',
                inactive_icon: '',
                is_display: false,
              },
            ],
          },
        },
      }),
    );
    await page.goto('/home?brandRef=demo');
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    const menu = page.getByRole('dialog', { name: 'เมนู' });
    await expect(menu.getByRole('button', { name: 'ประวัติแต้ม' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'หน้าหลัก' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByText('แพ็กเกจที่ซ่อน')).toHaveCount(0);

    await menu.getByRole('button', { name: 'ประวัติแต้ม' }).click();
    await page.waitForURL('**/profile/points-history?brandRef=demo&isGlobal=false');
    await expect(menu).toBeHidden();
  });

  test('closes from the close icon and from the overlay', async ({ page, member }) => {
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');
    const menu = page.getByRole('dialog', { name: 'เมนู' });

    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'ปิดเมนู' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await expect(menu).toBeVisible();
    // Beside the panel, once it has slid in: Playwright waits until the overlay is what is there.
    await page.getByTestId('side-menu-overlay').click({ position: { x: 370, y: 400 } });
    await expect(menu).toBeHidden();
  });

  test('logout ends the session and returns to LINE login of the brand', async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    let sentToken: unknown;
    // The server's answer waits until the test has seen the loading state, however slow the run.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/v1.0/authentication/Logout', async (route) => {
      sentToken = (route.request().postDataJSON() as { AccessToken: string }).AccessToken;
      await answered;
      await route.fulfill({ json: { data: { logged_out: true } } });
    });
    await page.goto('/home?brandRef=demo');
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    // The menu closes, so the spinner is what a screen reader finds too.
    await expect(page.getByRole('dialog', { name: 'เมนู' })).toBeHidden();
    await expect(page.getByRole('status', { name: 'กำลังโหลด...' })).toBeVisible();
    answer();

    await page.waitForURL('**/authentication/line-login?**');
    const url = new URL(page.url());
    expect(url.searchParams.get('brandRef')).toBe('demo');
    expect(url.searchParams.get('landing')).toBe('true');
    expect(sentToken).toBe(member.token);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('crm.userToken'),
      brand: sessionStorage.getItem('crm.brand'),
    }));
    expect(stored).toEqual({ token: null, brand: 'demo' });
  });
});

test.describe('session guard and expired sessions', () => {
  test('a visitor without a token is sent from a member page to LINE login', async ({ page }) => {
    await page.goto('/profile?brandRef=demo');
    await page.waitForURL('**/authentication/line-login?brandRef=demo&isGlobal=false');
  });

  test("a token of another brand is dropped and the visitor goes to this brand's LINE login", async ({
    page,
  }) => {
    const otherBrand = new UnsecuredJWT({ brand_ref: 'other', sub: '1' }).encode();
    await page.addInitScript((token) => localStorage.setItem('crm.userToken', token), otherBrand);
    await page.goto('/home?brandRef=demo');
    await page.waitForURL('**/authentication/line-login?landing=true&brandRef=demo&isGlobal=false');
    expect(await page.evaluate(() => localStorage.getItem('crm.userToken'))).toBeNull();
  });

  test('a 401 opens the expired-session modal; closing it signs the member out', async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await failMenu(page, 401, 'UNAUTHORIZED', 'ไม่ได้รับอนุญาต', 'กรุณาเข้าสู่ระบบ');
    await page.goto('/home?brandRef=demo');
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    const modal = page.getByRole('dialog', { name: 'สิทธิ์การใช้งานหมดอายุ' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('กรุณาเข้าสู่ระบบอีกครั้ง');
    await modal.getByRole('button', { name: 'ปิด', exact: true }).click();

    await page.waitForURL('**/authentication/line-login?**');
    expect(new URL(page.url()).searchParams.get('landing')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('crm.userToken'))).toBeNull();
  });

  test('other failures show the server message in a danger modal', async ({ page, member }) => {
    await signInAs(page, member);
    await failMenu(page, 503, 'UNAVAILABLE', 'ระบบไม่พร้อมใช้งาน', 'กรุณาลองใหม่ภายหลัง');
    await page.goto('/home?brandRef=demo');
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    const modal = page.getByRole('dialog', { name: 'ระบบไม่พร้อมใช้งาน' });
    await expect(modal).toContainText('กรุณาลองใหม่ภายหลัง');
    await modal.getByRole('button', { name: 'ปิด', exact: true }).click();
    await expect(modal).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/home');
  });
});

test('the tab bar spans the width of a phone', async ({ page, member }) => {
  await signInAs(page, member);
  await page.goto('/home?brandRef=demo');
  const viewport = page.viewportSize()!;
  const bar = await bottomBar(page).boundingBox();
  expect(bar?.width).toBe(viewport.width);
  expect(bar?.x).toBe(0);
  await expect(page.locator('nav[data-nav-variant="side"]')).toBeHidden();
});
