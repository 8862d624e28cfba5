import { expect, signInAs, test } from './fixtures/member';

/*
 * The member app installed and offline: the brand's manifest, the service worker taking the
 * shell, and the points-collection modal opening without a network from the card kept on the
 * device. The console and the counter stay outside the worker; where there is no service worker
 * (LINE's in-app browser) the app works as before.
 */
test.use({ serviceWorkers: 'allow' });

const formatMobile = (mobile: string) =>
  `${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`;

test.describe('the installable member app', () => {
  test("links the brand's manifest, with the brand's name, colour and icons", async ({
    page,
    request,
  }) => {
    await page.goto('/?brandRef=demo');
    const manifestLink = page.locator('link[rel="manifest"]');
    await expect(manifestLink).toHaveAttribute(
      'href',
      '/api/v1.0/WebApp/manifest.webmanifest?brandRef=demo',
    );
    const answer = await request.get((await manifestLink.getAttribute('href'))!);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      start_url: string;
      theme_color: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      start_url: '/home?brandRef=demo',
      theme_color: '#6F4E37',
      display: 'standalone',
    });
    const maskable = manifest.icons.find(
      (icon) => icon.purpose === 'maskable' && icon.sizes === '512x512',
    );
    const icon = await request.get(maskable!.src);
    expect(icon.headers()['content-type']).toBe('image/png');

    // A deploy must reach browsers at once: the worker's own file is always revalidated.
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test('opens the points-collection modal offline with the code and the time of the points', async ({
    page,
    context,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');
    await expect(page.getByRole('region', { name: 'ข้อมูลสมาชิกของคุณ' })).toBeVisible();
    // The worker registers a few seconds after the first screen, then precaches the shell.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 30_000,
      })
      .toBe(true);
    // Once controlled, the brand's theme and images pass through the worker's caches.
    await page.reload();
    await expect(page.getByRole('region', { name: 'ข้อมูลสมาชิกของคุณ' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('crm.memberCard')))
      .toContain(member.mobile);

    await context.setOffline(true);
    await page.reload();
    const bar = page.getByRole('region', { name: 'ข้อมูลสมาชิกของคุณ' });
    await expect(bar).toContainText('ข้อมูล ณ');
    await bar.getByRole('button', { name: 'สะสมแต้ม', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'สะสมแต้ม' });
    await expect(modal.getByText(formatMobile(member.mobile))).toBeVisible();
    await expect(modal.getByText(`${member.firstName} ${member.lastName}`)).toBeVisible();
    await expect(modal.getByText(/^ข้อมูล ณ \d{1,2} \S+ 25\d\d \d\d:\d\d$/)).toBeVisible();
    await expect(page.getByRole('dialog', { name: /ผิดพลาด/ })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('offline-card.png') });
  });

  test('leaves the console and the counter to the network', async ({ page, member }) => {
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 30_000,
      })
      .toBe(true);
    for (const path of ['/console', '/counter']) {
      const response = await page.goto(path);
      expect(response!.fromServiceWorker()).toBe(false);
      await expect(page.locator('script[src^="/console/assets/"]')).toHaveCount(1);
    }
  });
});

test.describe('without service workers', () => {
  test('the member app works as before, with nothing registered', async ({ page, member }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'serviceWorker');
    });
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');
    expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
    await page
      .getByRole('region', { name: 'ข้อมูลสมาชิกของคุณ' })
      .getByRole('button', { name: 'สะสมแต้ม', exact: true })
      .click();
    const modal = page.getByRole('dialog', { name: 'สะสมแต้ม' });
    await expect(modal.getByText(formatMobile(member.mobile))).toBeVisible();
    await expect(modal.getByText(/ข้อมูล ณ/)).toHaveCount(0);
  });
});
