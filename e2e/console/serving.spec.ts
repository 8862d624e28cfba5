import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/*
 * The console is an app of its own beside the member app: members never download its code, and
 * every /console page is the console's. Mantine (the console's kit) names its classes
 * `mantine-`, so a chunk of the console in the member app's build would carry that name.
 */
const root = path.resolve(import.meta.dirname, '../..');
const built = (variable: string, fallback: string) =>
  path.resolve(root, process.env[variable] ?? fallback);
const CONSOLE_KIT = 'mantine-';

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|css|html)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test("the member app's build holds no console code", () => {
  const web = filesUnder(built('WEB_DIST', 'web/dist'));
  expect(web.length).toBeGreaterThan(0);
  for (const file of web) {
    expect(readFileSync(file, 'utf8'), file).not.toContain(CONSOLE_KIT);
  }
  const consoleFiles = filesUnder(built('CONSOLE_DIST', 'console/dist'));
  expect(consoleFiles.some((file) => readFileSync(file, 'utf8').includes(CONSOLE_KIT))).toBe(true);
});

test("/console pages are the console's, every other page the member app's", async ({ request }) => {
  for (const url of ['/console', '/console/catalogue/privileges']) {
    const page = await request.get(url);
    expect(page.status(), url).toBe(200);
    expect(page.headers()['cache-control'], url).toBe('no-cache');
    const html = await page.text();
    expect(html, url).toContain('src="/console/assets/');
  }
  const member = await (await request.get('/?brandRef=demo')).text();
  expect(member).toContain('src="/assets/');
  expect(member).not.toContain('/console/');
});

test('a member opening the app loads nothing from /console', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  await page.goto('/?brandRef=demo');
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((pathname) => pathname.startsWith('/console'))).toEqual([]);
});

test('the console opens on its sign-in page, in Thai', async ({ page }) => {
  await page.goto('/console');
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeVisible();
  await expect(page).toHaveTitle('ระบบหลังบ้าน');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});
