import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import QRCode from 'qrcode';
import { demoSignIn, signIn } from '../console/fixtures';
import { createMember, signInAs } from '../fixtures/member';
import { givePoints } from '../privilege-journey-helpers';

/*
 * The counter's camera, end to end: Chromium's fake camera plays a video of a QR code made here,
 * and the counter reads it with its own barcode reader, as it reads a member's phone at the till.
 */
const LATTE = 'ลาเต้ร้อนฟรี 1 แก้ว';
const WIDTH = 640;
const HEIGHT = 480;
/** Limited-range luma, as cameras deliver it. */
const BLACK = 16;
const WHITE = 235;

/**
 * A YUV4MPEG2 video of `text` as a QR code, black modules on white with a quiet zone, the same
 * frame a few times over (the fake camera loops it); colourless, so U and V stay at 128.
 */
function writeQrVideo(file: string, text: string): void {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const modules = size + 8;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.9) / modules);
  const left = Math.floor((WIDTH - modules * scale) / 2) + 4 * scale;
  const top = Math.floor((HEIGHT - modules * scale) / 2) + 4 * scale;
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (!data[row * size + column]) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + row * scale + y) * WIDTH + left + column * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
}

test('a cashier scans a member with the camera, gives points, and uses their privilege code at the branch', async ({
  page,
  request,
  playwright,
  launchOptions,
  baseURL,
}, info) => {
  const member = await createMember(request);
  await givePoints(request, member, 500);
  const cashier = await demoSignIn(request, 'cashier');
  const dir = mkdtempSync(path.join(tmpdir(), 'counter-camera-'));
  const phones: Browser[] = [];

  /** The cashier's phone: its own Chromium, whose camera plays the QR code of `text`. */
  async function cashierPhone(name: string, text: string): Promise<BrowserContext> {
    const video = path.join(dir, `${name}.y4m`);
    writeQrVideo(video, text);
    // Launch arguments are per browser, so each video needs a browser of its own.
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [
        ...(launchOptions.args ?? []),
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    phones.push(browser);
    return browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      locale: 'th-TH',
      timezoneId: 'Asia/Bangkok',
      permissions: ['camera'],
    });
  }

  try {
    // The member's points code encodes their mobile number.
    const earnPhone = await cashierPhone('member', member.mobile);
    const till = await earnPhone.newPage();
    await till.goto('/counter');
    await signIn(till, cashier);
    const branchName = (await till.getByTestId('counter-branch').textContent())?.trim() ?? '';
    expect(branchName).toBe('สาขาสยาม');
    await till.getByRole('link', { name: 'ให้แต้ม' }).click();
    await till.getByRole('button', { name: 'สแกนบัตรสมาชิก' }).click();
    await expect(till.getByTestId('member-card')).toContainText(
      `${member.firstName} ${member.lastName}`,
    );
    await till.getByLabel('ยอดบิล').fill('420.25');
    await till.getByLabel('เลขที่บิล').fill(`CAM-${Date.now()}`);
    await till.getByRole('button', { name: 'ตรวจสอบก่อนให้แต้ม' }).click();
    await till.getByRole('button', { name: 'ยืนยันให้แต้ม' }).click();
    const receipt = till.getByTestId('earn-receipt');
    await expect(receipt).toContainText('ให้แต้มเรียบร้อย');
    await till.screenshot({ path: `/tmp/counter-camera-receipt-${info.project.name}.png` });
    const balance = /แต้มคงเหลือ([\d,]+)/.exec((await receipt.textContent()) ?? '')?.[1];
    expect(balance).toBeTruthy();

    // The member, on their own phone, sees the new balance and redeems the latte.
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');
    await expect(
      page.getByRole('button', { name: `แต้มสะสม ${balance} แต้ม แสดงรหัสสะสมแต้ม` }),
    ).toBeVisible();
    await page.goto('/privilege?brandRef=demo');
    await page.getByRole('button', { name: LATTE }).click();
    await page.getByRole('button', { name: 'แลกสิทธิ์' }).click();
    await page
      .getByRole('dialog', { name: 'ยืนยันการแลกสิทธิ์' })
      .getByRole('button', { name: 'แลกเลย' })
      .click();
    const sheet = page.getByRole('dialog', { name: 'โค้ดสิทธิพิเศษ' });
    await sheet.getByRole('tab', { name: 'รหัส' }).click();
    const code = (await sheet.getByRole('tabpanel', { name: 'รหัส' }).innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{6,}$/);

    const redeemPhone = await cashierPhone('privilege', code);
    const counter = await redeemPhone.newPage();
    await counter.goto('/counter');
    await signIn(counter, cashier);
    await counter.getByRole('link', { name: 'ใช้สิทธิ์' }).click();
    await counter.getByRole('button', { name: 'สแกนโค้ดของสมาชิก' }).click();
    const card = counter.getByTestId('code-card');
    await expect(card).toContainText(LATTE);
    await expect(card).toContainText('ใช้ได้');
    await counter.getByRole('button', { name: 'ยืนยันใช้สิทธิ์' }).click();
    await expect(counter.getByTestId('redeem-done')).toContainText('ใช้สิทธิ์เรียบร้อย');

    await page.goto('/profile/privilege-history?brandRef=demo');
    const row = page.getByRole('list', { name: 'ประวัติการแลกสิทธิ์' }).getByRole('button');
    await expect(row).toContainText(LATTE);
    await expect(row).toContainText(`ใช้แล้วที่${branchName} เมื่อ`);
    await page.screenshot({ path: `/tmp/counter-camera-history-${info.project.name}.png` });
  } finally {
    await Promise.all(phones.map((phone) => phone.close()));
    rmSync(dir, { recursive: true, force: true });
  }
});
