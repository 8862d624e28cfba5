import { customFieldForms, customFields } from '../schema';
import type { SeedContext } from './assets';

const option = (value: string, label_th: string, label_en: string) => ({
  value,
  label_th,
  label_en,
});

/** The coffee-preferences form members fill in after registering (process 3). */
export async function seedCustomFields({ tx, brand }: SeedContext): Promise<void> {
  const [form] = await tx
    .insert(customFieldForms)
    .values({
      brandId: brand.id,
      formName: 'coffee_preferences',
      titleTh: 'ความชอบกาแฟของคุณ',
      titleEn: 'Your coffee preferences',
      process: 3,
      sortOrder: 1,
    })
    .returning({ id: customFieldForms.id });
  const formId = form!.id;
  await tx.insert(customFields).values([
    {
      brandId: brand.id,
      formId,
      columnName: 'favourite_menu',
      labelTh: 'เมนูโปรดของคุณ',
      labelEn: 'Your favourite menu',
      fieldType: 'text',
      isRequired: true,
      sortOrder: 1,
    },
    {
      brandId: brand.id,
      formId,
      columnName: 'roast_level',
      labelTh: 'ระดับการคั่วที่ชอบ',
      labelEn: 'Preferred roast',
      fieldType: 'single',
      options: [
        option('light', 'คั่วอ่อน', 'Light roast'),
        option('medium', 'คั่วกลาง', 'Medium roast'),
        option('dark', 'คั่วเข้ม', 'Dark roast'),
      ],
      isRequired: true,
      sortOrder: 2,
    },
    {
      brandId: brand.id,
      formId,
      columnName: 'interests',
      labelTh: 'สิ่งที่สนใจ (เลือกได้หลายข้อ)',
      labelEn: 'Interests (choose any)',
      fieldType: 'multiple',
      options: [
        option('hot_coffee', 'กาแฟร้อน', 'Hot coffee'),
        option('iced_coffee', 'กาแฟเย็น', 'Iced coffee'),
        option('tea', 'ชาและชาไทย', 'Tea and Thai tea'),
        option('bakery', 'เบเกอรี่', 'Bakery'),
        option('beans', 'เมล็ดกาแฟสำหรับชงที่บ้าน', 'Beans to brew at home'),
      ],
      sortOrder: 3,
    },
    {
      brandId: brand.id,
      formId,
      columnName: 'cups_per_week',
      labelTh: 'ดื่มกาแฟกี่แก้วต่อสัปดาห์',
      labelEn: 'Cups per week',
      fieldType: 'number',
      minValue: 0,
      maxValue: 100,
      integerOnly: true,
      sortOrder: 4,
    },
    {
      brandId: brand.id,
      formId,
      columnName: 'anniversary_date',
      labelTh: 'วันครบรอบที่อยากให้เราร่วมฉลอง',
      labelEn: 'An anniversary to celebrate with us',
      fieldType: 'date',
      sortOrder: 5,
    },
  ]);
}
