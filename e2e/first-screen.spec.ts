import { expect, test as base, type Page } from '@playwright/test';
import { signInAs, test } from './fixtures/member';
import { COMPILE_HINT } from '../web/compile-hints';

/*
 * Sign-in, home and the privilege list come from the server already drawn in the brand's theme (web/src/prerender),
 * so a phone shows them before the app's code arrives; the app then takes the page over without
 * a frame of anything else.
 */

/**
 * Counts the animation frames, from the first, in which `selector` is missing or not showing
 * `text`, until the page has been running for four seconds.
 */
const countFramesWithout = (page: Page, selector: string, text: string) =>
  page.addInitScript(
    ({ selector, text }) => {
      const seen = window as unknown as { framesWithout: number; frames: number };
      seen.framesWithout = 0;
      seen.frames = 0;
      const started = performance.now();
      const check = () => {
        seen.frames += 1;
        if (document.querySelector(selector)?.textContent?.trim() !== text) seen.framesWithout += 1;
        if (performance.now() - started < 4_000) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { selector, text },
  );

const frames = (page: Page) =>
  page.evaluate(() => {
    const seen = window as unknown as { framesWithout: number; frames: number };
    return { frames: seen.frames, framesWithout: seen.framesWithout };
  });

base.describe('first screens drawn by the server', () => {
  base('sign-in shows the brand logo and its welcome without the app', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/authentication/line-login?brandRef=demo');
    // Inert until the app takes it over, so out of the accessibility tree: found by its markup.
    await expect(page.locator('[inert] h1')).toHaveText('ยินดีต้อนรับ');
    const logo = page.locator('[inert] img[alt="โลโก้แบรนด์"]');
    await expect(logo).toBeVisible();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // The brand's colours are the page's from the start.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
    );
    expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
    await context.close();
  });

  base(
    "the app's entry and the page's own code are compiled as they download",
    async ({ page }) => {
      await page.goto('/authentication/line-login?brandRef=demo');
      const entry = await page.locator('script[data-app-entry]').getAttribute('data-app-entry');
      const pageCode = await page
        .locator('link[rel="modulepreload"][href*="line-login-page-"]')
        .getAttribute('href');
      const shared = await page
        .locator('link[rel="modulepreload"][href*="first-paint-"]')
        .getAttribute('href');
      // As a phone gets them: brotli, decoded by the browser.
      const text = (url: string) =>
        page.evaluate((url) => fetch(url).then((response) => response.text()), url);
      for (const url of [entry!, pageCode!]) {
        expect((await text(url)).startsWith(`${COMPILE_HINT}\n`), url).toBe(true);
      }
      // A chunk shared with code that runs later keeps V8's lazy compilation.
      expect(await text(shared!)).not.toContain(COMPILE_HINT);
    },
  );

  base(
    "the device's language cookie chooses the page's language, Thai for any other",
    async ({ browser, baseURL }) => {
      for (const [cookie, title] of [
        ['en-US', 'Welcome'],
        ['<b>x</b>', 'ยินดีต้อนรับ'],
      ] as const) {
        const context = await browser.newContext({ javaScriptEnabled: false });
        await context.addCookies([{ name: 'crm.language', value: cookie, url: baseURL! }]);
        const page = await context.newPage();
        await page.goto('/authentication/line-login?brandRef=demo');
        await expect(page.locator('[inert] h1')).toHaveText(title);
        await context.close();
      }
    },
  );

  base("a desktop is not shown the phone's drawn layout", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/home?brandRef=demo');
    await expect(page.locator('[inert] h1')).toHaveText('หน้าหลัก');
    await expect(page.locator('[inert] h1')).toBeHidden();
    await expect(page.locator('[inert] header')).toBeHidden();
    await context.close();
  });

  base(
    "the drawn privilege list stands in the same place before and after the brand's font",
    async ({ browser }) => {
      // Lays the drawn page out with the font, or with the machine's own letters (the font refused).
      const layout = async (font: boolean) => {
        const context = await browser.newContext({
          javaScriptEnabled: false,
          viewport: { width: 390, height: 844 },
        });
        const page = await context.newPage();
        if (!font) await page.route(/\.woff2$/, (route) => route.abort());
        await page.goto('/privilege?brandRef=demo');
        await expect(page.locator('[inert] ul li').first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        const boxes = await page.locator('[inert] ul li').evaluateAll((items) =>
          items.map((item) => {
            const { x, y, width, height } = item.getBoundingClientRect();
            return { x, y, width, height };
          }),
        );
        const fontUsed = await page.evaluate(() =>
          document.fonts.check('16px "Noto Sans Thai Variable"', 'ก'),
        );
        await context.close();
        return { boxes, fontUsed };
      };
      const withFont = await layout(true);
      const without = await layout(false);
      expect([withFont.fontUsed, without.fontUsed]).toEqual([true, false]);
      expect(withFont.boxes.length).toBeGreaterThan(3);
      expect(without.boxes).toEqual(withFont.boxes);
    },
  );

  base(
    "the drawn privilege list's text takes the two faces made for it and fetches no other",
    async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      await page.goto('/privilege?brandRef=demo');
      await expect(page.locator('[inert] ul li').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      // Thai, digits and bold: each from a face that has loaded, the machine's letters for none.
      const drawn = await page.evaluate(() =>
        ['400', '700'].map((weight) =>
          document.fonts.check(`${weight} 16px "Noto Sans Thai Variable"`, 'ใช้ได้ถึง 5 มิ.ย. 2570'),
        ),
      );
      await context.close();
      expect(drawn).toEqual([true, true]);
      expect(fonts.map((file) => file.replace(/-[\w-]{8}\.woff2$/, '.woff2')).sort()).toEqual([
        '/assets/noto-sans-thai-latin-basic-400-700.woff2',
        '/assets/noto-sans-thai-thai-400-700.woff2',
      ]);
    },
  );

  base('the app takes sign-in over in place, and its buttons work', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await countFramesWithout(page, 'h1', 'ยินดีต้อนรับ');
    let entryFetches = 0;
    page.on('request', (request) => {
      if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) entryFetches += 1;
    });
    await page.goto('/authentication/line-login?brandRef=demo');
    // Its screen is whole: the page's boot script fetches the app once it is painted, and
    // imports none of it.
    const boot = page.locator('script[data-app-entry]');
    await expect(boot).toHaveCount(1);
    const entry = (await boot.getAttribute('data-app-entry'))!.split('/').pop()!;
    const bootCode = await (await page.request.get((await boot.getAttribute('src'))!)).text();
    expect(bootCode).not.toContain(entry);
    const byPhone = page.getByRole('button', { name: 'เข้าสู่ระบบด้วยเบอร์โทรศัพท์' });
    await expect(byPhone).toBeVisible();
    await expect.poll(async () => (await frames(page)).frames).toBeGreaterThan(10);
    expect((await frames(page)).framesWithout).toBe(0);
    await expect(page.locator('[inert]')).toHaveCount(0);
    expect(entryFetches).toBe(1);
    await byPhone.click();
    await expect(page).toHaveURL(/\/authentication\/login/);
    expect(errors).toEqual([]);
  });
});

test.describe('home and the privilege list drawn by the server', () => {
  test('shows the cover from the first frame, then the member', async ({ page, member }) => {
    await signInAs(page, member);
    await countFramesWithout(page, 'h1', 'หน้าหลัก');
    await page.goto('/home?brandRef=demo');
    await expect(page.getByText(member.firstName, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'ภาพหน้าปกของแบรนด์' })).toBeVisible();
    await expect.poll(async () => (await frames(page)).frames).toBeGreaterThan(10);
    expect((await frames(page)).framesWithout).toBe(0);
  });

  test('a tap on the drawn menu button waits for the app, and opens the menu', async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test("the privilege list shows its first cards from the first frame, then the member's standing", async ({
    page,
    member,
    browser,
  }) => {
    // The card's title: the first part of its body, after the picture.
    const firstTitle = 'li:first-child > [data-state] > span:nth-child(2) > span:first-child';
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const drawn = await bare.newPage();
    await drawn.goto('/privilege?brandRef=demo');
    const cards = drawn.locator('[inert] [data-state]');
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(cards.first()).toHaveAttribute('data-state', 'standing-unknown');
    const picture = cards.first().locator('img');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const title = (await drawn.locator(`[inert] ${firstTitle}`).textContent())!.trim();
    expect(title.length).toBeGreaterThan(0);
    await bare.close();

    await signInAs(page, member);
    await countFramesWithout(page, firstTitle, title);
    await page.goto('/privilege?brandRef=demo');
    const card = page.getByRole('button', { name: new RegExp(`^${title}`) });
    await expect(card).toHaveAttribute('data-state', /^(redeemable|not-enough-points)$/);
    await expect.poll(async () => (await frames(page)).frames).toBeGreaterThan(10);
    expect((await frames(page)).framesWithout).toBe(0);
  });

  test('a card skeleton is the size of the card that replaces it', async ({ page, member }) => {
    await signInAs(page, member);
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.goto('/privilege?brandRef=demo');
    await expect(page.locator('ul li').first()).toBeVisible();
    // A search's list is held, so its skeletons stay on screen to be measured.
    await page.route('**/privilege/List', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('searchbox').fill('ฟรี');
    const skeleton = page.locator('[aria-busy="true"] > div').first();
    await expect(skeleton).toBeVisible();
    const skeletonBox = (await skeleton.boundingBox())!;
    answer();
    const card = page.locator('ul li').first();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const cardBox = (await card.boundingBox())!;
    expect(Math.abs(cardBox.y - skeletonBox.y)).toBeLessThan(1);
    expect(Math.abs(cardBox.height - skeletonBox.height)).toBeLessThan(1);
  });

  test('a change of language is sent to the server for the next page', async ({ page, member }) => {
    await signInAs(page, member);
    await page.goto('/profile?brandRef=demo');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'crm.language')?.value).toBe('en-US');
    const html = await (await page.request.get('/home?brandRef=demo')).text();
    expect(html).toContain('>Home</h1>');
  });
});
