import type { Locator, Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures/member';

/* Desktops use the width: side navigation, card grids, home and details in two columns. */

const sideNav = (page: Page) => page.locator('nav[data-nav-variant="side"]');
const bottomBar = (page: Page) => page.locator('nav[data-nav-variant="bottom"]');

/** How many of the list's items share the first item's row. */
async function cardsInFirstRow(list: Locator): Promise<number> {
  const boxes = await list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  return boxes.filter((top) => Math.abs(top - boxes[0]!) < 1).length;
}

test.describe('desktop layout', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1200, 'desktop widths only');

  test('navigates from the side, shows cards four abreast and pages in two columns @desktop', async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');

    const side = sideNav(page);
    await expect(side).toBeVisible();
    await expect(bottomBar(page)).toBeHidden();
    await expect(page.locator('header')).toBeHidden();
    const rail = await side.boundingBox();
    expect(rail!.x).toBeLessThan(40);
    await expect(side.getByRole('link', { name: 'หน้าหลัก' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Home: the member's column beside the brand's sections.
    const bar = await page.getByRole('region', { name: 'ข้อมูลสมาชิกของคุณ' }).boundingBox();
    const sections = await page.getByRole('region', { name: 'แลกสิทธิพิเศษ' }).boundingBox();
    expect(rail!.x + rail!.width).toBeLessThan(bar!.x);
    expect(bar!.x + bar!.width).toBeLessThanOrEqual(sections!.x);
    expect(await cardsInFirstRow(page.getByRole('region', { name: 'แลกสิทธิพิเศษ' }))).toBeGreaterThan(
      2,
    );

    // The privilege list: more than two cards to a row.
    await side.getByRole('link', { name: 'สิทธิพิเศษ' }).click();
    await expect(page.getByRole('heading', { name: 'สิทธิพิเศษ', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'สิทธิพิเศษ' });
    await expect(list.getByRole('listitem').nth(3)).toBeVisible();
    expect(await cardsInFirstRow(list)).toBe(4);
    await expect(bottomBar(page)).toBeHidden();

    // A detail page: the picture beside the text.
    await list.getByRole('listitem').first().getByRole('button').click();
    await page.waitForURL(/\/privilege\/detail\?/);
    const title = page.getByRole('heading', { level: 2 }).first();
    await expect(title).toBeVisible();
    // The page slides in: measure once it has come to rest, or the two boxes are of two moments.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished)),
    );
    const picture = await page.getByRole('main').locator('img').first().boundingBox();
    const text = await title.boundingBox();
    expect(picture!.x + picture!.width).toBeLessThan(text!.x);
    expect(Math.abs(picture!.y - text!.y)).toBeLessThan(40);
    await expect(side).toBeVisible();

    // The side navigation's menu opens the brand's entries.
    await page.getByRole('button', { name: 'เมนูเพิ่มเติม' }).click();
    await expect(page.getByRole('dialog', { name: 'เมนู' })).toBeVisible();
  });
});
