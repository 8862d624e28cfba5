import { crc32, deflateSync } from 'node:zlib';
import { expect, signInAs, test } from './fixtures/member';

/** A small valid PNG (a 24x24 gradient), built here so the test needs no fixture file. */
function tinyPng(): Buffer {
  const size = 24;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = [0];
    for (let x = 0; x < size; x++) row.push(x * 10, y * 10, 160);
    rows.push(Buffer.from(row));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('edits the profile with a new photo', async ({ page, member }) => {
  await signInAs(page, member);
  await page.goto('/profile?brandRef=demo');
  await expect(page.getByText(`${member.firstName} ${member.lastName}`)).toBeVisible();
  await page.getByRole('button', { name: 'แก้ไขข้อมูลส่วนตัว' }).first().click();

  await expect(page).toHaveURL(/\/profile\/edit-profile/);
  await page.getByLabel('ชื่อ', { exact: true }).fill('กุหลาบ');
  await page.getByLabel('อีเมล').fill('kulab@example.com');

  await page.getByRole('button', { name: 'เปลี่ยนรูปโปรไฟล์' }).click();
  const upload = page.getByRole('dialog', { name: 'อัปโหลดรูปภาพ' });
  await expect(upload.getByLabel('กล้อง')).toHaveAttribute('capture', 'user');
  await upload
    .getByLabel('คลังรูปภาพ')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(upload).toBeHidden();
  await expect(page.getByText('เลือกรูปใหม่แล้ว กดบันทึกเพื่อใช้รูปนี้')).toBeVisible();
  await expect(page.getByRole('button', { name: 'เปลี่ยนรูปโปรไฟล์' }).locator('img')).toHaveAttribute(
    'src',
    /^blob:/,
  );

  await page.getByRole('button', { name: 'บันทึก' }).click();
  const saved = page.getByRole('dialog', { name: 'บันทึกข้อมูลเรียบร้อยแล้ว' });
  await saved.getByRole('button', { name: 'รับทราบ' }).click();

  await expect(page).toHaveURL(/\/profile\?/);
  await expect(page.getByText(`กุหลาบ ${member.lastName}`)).toBeVisible();
  const photo = page.locator('img[src*="/api/v1.0/images/"]').first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
