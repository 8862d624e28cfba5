import { expect, test, type Page } from '@playwright/test';
import { rewriteTheme } from './fixtures/theme';

const rootVariable = (page: Page, name: string) =>
  page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );

/**
 * Records --primary at the first animation frame (before the first paint) and at
 * DOMContentLoaded (before the app renders) of every page opened afterwards.
 */
const recordEarlyPrimary = (page: Page) =>
  page.addInitScript(() => {
    const read = () =>
      getComputedStyle(document.documentElement).getPropertyValue('--primary').trim();
    const early = window as unknown as Record<string, string>;
    requestAnimationFrame(() => (early.firstFrame = read()));
    document.addEventListener('DOMContentLoaded', () => (early.domContentLoaded = read()));
  });

/**
 * Records the colour of the splash's first progress dot when the app first draws it, and the
 * last colour it had, frame by frame, until the splash moves on: it does after two seconds, which
 * a busy machine may take to finish loading the page.
 */
const recordDots = (page: Page) =>
  page.addInitScript((label) => {
    const seen = window as unknown as Record<string, string>;
    const follow = (dot: Element) => {
      seen.lastDot = getComputedStyle(dot).backgroundColor;
      if (dot.isConnected) requestAnimationFrame(() => follow(dot));
    };
    const observer = new MutationObserver(() => {
      const dot = document.querySelector(`[role="status"][aria-label="${label}"] span`);
      if (!dot) return;
      observer.disconnect();
      seen.firstDot = getComputedStyle(dot).backgroundColor;
      follow(dot);
    });
    observer.observe(document, { childList: true, subtree: true });
  }, 'กำลังเตรียมข้อมูล');

const early = (page: Page, moment: 'firstFrame' | 'domContentLoaded' | 'firstDot' | 'lastDot') =>
  page.evaluate((key) => (window as unknown as Record<string, string>)[key], moment);

/** Holds the theme request until the returned function lets it through. */
async function holdTheme(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1.0/Theme/GetTheme?**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The splash's progress dots are painted in the primary colour. */
const firstDot = (page: Page) => expect.poll(() => early(page, 'firstDot'));
const lastDot = (page: Page) => expect.poll(() => early(page, 'lastDot'));

test.describe('brand theme', () => {
  test.beforeEach(({ page }) => recordDots(page));

  test("paints the demo brand's colours", async ({ page }) => {
    await page.goto('/?brandRef=demo');
    await firstDot(page).toBe('rgb(111, 78, 55)');
    expect(await rootVariable(page, '--primary')).toBe('#6F4E37');
    expect(await rootVariable(page, '--background')).toBe('#FBF7F2');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#6F4E37');
  });

  test('falls back to the default theme when the brand has none', async ({ page }) => {
    await rewriteTheme(page, () => ({ json_config: null, groupimagelist: null }));
    await page.goto('/?brandRef=demo');
    // The page's own copy of the brand's colours paints first; the app then applies the theme.
    await lastDot(page).toBe('rgb(0, 127, 255)');
    expect(await rootVariable(page, '--primary')).toBe('#007FFF');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#007FFF');
  });

  test('paints the first frame in the brand colours while the theme request is still out', async ({
    page,
  }) => {
    const release = await holdTheme(page);
    await recordEarlyPrimary(page);
    await page.goto('/?brandRef=demo');
    expect(await early(page, 'firstFrame')).toBe('#6F4E37');
    expect(await early(page, 'domContentLoaded')).toBe('#6F4E37');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#6F4E37');
    // The app renders before the theme answers, already in the brand's colours.
    await firstDot(page).toBe('rgb(111, 78, 55)');
    release();
  });

  test('remembers the colours for a visit whose URL names no brand', async ({ page }) => {
    await page.goto('/?brandRef=demo');
    await firstDot(page).toBe('rgb(111, 78, 55)');
    await page.waitForFunction(() => localStorage.getItem('crm.brandThemes')?.includes('#6F4E37'));

    const release = await holdTheme(page);
    await recordEarlyPrimary(page);
    const response = await page.goto('/');
    expect(await response?.text()).not.toContain('brand-theme');
    expect(await early(page, 'domContentLoaded')).toBe('#6F4E37');
    await firstDot(page).toBe('rgb(111, 78, 55)');
    release();
  });
});
