import { bangkokDay, bangkokDayStart } from '../../modules/points/policy';
import { packages, privilegeCategories, privileges } from '../schema';
import { seedImage, seedImageGroup, type SeedContext } from './assets';
import type { SeededTiers } from './membership';

const DAY_MS = 86_400_000;

/** 23:59:59 Bangkok time, `days` days after `now`: offers end at the close of a local day. */
function endOfBangkokDay(now: Date, days: number): Date {
  const nextDay = bangkokDay(new Date(now.getTime() + (days + 1) * DAY_MS));
  return new Date(bangkokDayStart(nextDay).getTime() - 1000);
}

type CategoryKey = 'drinks' | 'bakery' | 'gifts';

const categoryDefs: { key: CategoryKey; nameTh: string; nameEn: string }[] = [
  { key: 'drinks', nameTh: 'เครื่องดื่ม', nameEn: 'Drinks' },
  { key: 'bakery', nameTh: 'เบเกอรี่และของหวาน', nameEn: 'Bakery and desserts' },
  { key: 'gifts', nameTh: 'ของที่ระลึกและบัตรกำนัล', nameEn: 'Merchandise and vouchers' },
];

interface PrivilegeDef {
  image: string;
  category: CategoryKey;
  nameTh: string;
  nameEn: string;
  descTh: string;
  descEn: string;
  conditionTh: string;
  pointNeed: number;
  /** Days the offer stays open from seeding; undefined = forever. */
  openDays?: number;
  stock?: { total: number; remaining: number };
  perMemberLimit?: number;
  forTiers?: (keyof SeededTiers)[];
}

const standardCondition =
  'แสดงรหัสแก่พนักงานที่สาขาภายใน 15 นาทีหลังกดแลก ใช้ได้ 1 ครั้งต่อรหัส ไม่สามารถแลกเปลี่ยนเป็นเงินสด';

const privilegeDefs: PrivilegeDef[] = [
  {
    image: 'privileges/iced-americano.svg',
    category: 'drinks',
    nameTh: 'อเมริกาโน่เย็นฟรี 1 แก้ว',
    nameEn: 'A free iced Americano',
    descTh: 'อเมริกาโน่เย็นขนาด 16 ออนซ์ จากเมล็ดคั่วกลางดอยช้าง หอมกลิ่นช็อกโกแลตและถั่ว',
    descEn: 'A 16 oz iced Americano of medium-roast Doi Chang beans with cocoa and nutty notes.',
    conditionTh: standardCondition,
    pointNeed: 120,
    openDays: 180,
  },
  {
    image: 'privileges/hot-latte.svg',
    category: 'drinks',
    nameTh: 'ลาเต้ร้อนฟรี 1 แก้ว',
    nameEn: 'A free hot latte',
    descTh: 'ลาเต้ร้อนนมสดเนื้อเนียน ตกแต่งลาเต้อาร์ตโดยบาริสต้าของเรา',
    descEn: 'A silky hot latte with latte art by our baristas.',
    conditionTh: standardCondition,
    pointNeed: 150,
    openDays: 120,
    stock: { total: 200, remaining: 143 },
  },
  {
    image: 'privileges/upsize.svg',
    category: 'drinks',
    nameTh: 'อัปไซซ์ฟรีทุกเมนูเครื่องดื่ม',
    nameEn: 'A free upsize on any drink',
    descTh: 'เพิ่มขนาดแก้วจาก 16 เป็น 22 ออนซ์ได้ทุกเมนูเครื่องดื่ม',
    descEn: 'Go from 16 oz to 22 oz on any drink.',
    conditionTh: 'ใช้ได้ทุกสาขา ไม่มีวันหมดอายุ ใช้ร่วมกับโปรโมชันอื่นได้',
    pointNeed: 30,
  },
  {
    image: 'privileges/butter-croissant.svg',
    category: 'bakery',
    nameTh: 'ครัวซองต์เนยสด 1 ชิ้น',
    nameEn: 'A butter croissant',
    descTh: 'ครัวซองต์เนยฝรั่งเศสอบสดใหม่ทุกเช้า กรอบนอกนุ่มใน',
    descEn: 'A French-butter croissant baked fresh every morning.',
    conditionTh: `${standardCondition} จำกัด 2 สิทธิ์ต่อสมาชิก`,
    pointNeed: 90,
    openDays: 90,
    stock: { total: 100, remaining: 37 },
    perMemberLimit: 2,
  },
  {
    image: 'privileges/chocolate-cake.svg',
    category: 'bakery',
    nameTh: 'เค้กช็อกโกแลตหน้านิ่ม 1 ชิ้น',
    nameEn: 'A slice of chocolate fudge cake',
    descTh: 'เค้กช็อกโกแลตเข้มข้นสามชั้น ราดฟัดจ์ช็อกโกแลต ท็อปด้วยเชอร์รี่',
    descEn: 'Three layers of rich chocolate cake under fudge and a cherry.',
    conditionTh: standardCondition,
    pointNeed: 180,
    openDays: 60,
    stock: { total: 50, remaining: 0 },
  },
  {
    image: 'privileges/gift-voucher.svg',
    category: 'gifts',
    nameTh: 'บัตรกำนัลมูลค่า 100 บาท',
    nameEn: 'A 100 baht gift voucher',
    descTh: 'ใช้แทนเงินสดได้ทุกเมนูที่สาขา เมื่อซื้อครบ 200 บาทขึ้นไป',
    descEn: 'Worth 100 baht on any order of 200 baht or more.',
    conditionTh: 'ใช้ได้ 1 ใบต่อใบเสร็จ ไม่ทอนเป็นเงินสด',
    pointNeed: 380,
    openDays: 150,
    stock: { total: 300, remaining: 212 },
    perMemberLimit: 3,
  },
  {
    image: 'privileges/coffee-beans.svg',
    category: 'gifts',
    nameTh: 'เมล็ดกาแฟคั่วกลางดอยช้าง 250 กรัม',
    nameEn: 'Doi Chang medium-roast beans, 250 g',
    descTh: 'เมล็ดอาราบิก้าคั่วสดจากไร่ดอยช้าง สำหรับชงดื่มที่บ้าน',
    descEn: 'Freshly roasted Doi Chang arabica beans to brew at home.',
    conditionTh: 'รับสินค้าที่สาขาภายใน 7 วันหลังกดแลก',
    pointNeed: 650,
    openDays: 200,
    stock: { total: 40, remaining: 12 },
  },
  {
    image: 'privileges/birthday-treat.svg',
    category: 'bakery',
    nameTh: 'ของขวัญวันเกิด: เครื่องดื่มและเค้กฟรี',
    nameEn: 'Birthday gift: a drink and a cake',
    descTh: 'สุขสันต์วันเกิด! รับเครื่องดื่มแก้วใดก็ได้และเค้กหน้านิ่ม 1 ชิ้น',
    descEn: 'Happy birthday! Any drink and a slice of cake on us.',
    conditionTh: 'ใช้ได้ภายในเดือนเกิด 1 ครั้งต่อปี',
    pointNeed: 20,
    openDays: 365,
    perMemberLimit: 1,
    forTiers: ['silver', 'gold', 'platinum'],
  },
  {
    image: 'privileges/second-drink.svg',
    category: 'drinks',
    nameTh: 'แก้วที่สองลด 50% สำหรับสมาชิกใหม่',
    nameEn: 'Second drink half price for new members',
    descTh: 'ชวนเพื่อนมาดื่มด้วยกัน แก้วที่สองลดครึ่งราคา',
    descEn: 'Bring a friend: the second drink is half price.',
    conditionTh: 'ลดราคาแก้วที่ราคาต่ำกว่า ใช้ได้ 1 ครั้งต่อสมาชิก',
    pointNeed: 40,
    openDays: 90,
    perMemberLimit: 1,
    forTiers: ['silver'],
  },
  {
    image: 'privileges/signature-menu.svg',
    category: 'drinks',
    nameTh: 'เมนูซิกเนเจอร์คาราเมลมัคคิอาโต้ฟรี',
    nameEn: 'A free signature caramel macchiato',
    descTh: 'คาราเมลมัคคิอาโต้สูตรพิเศษ เฉพาะสมาชิกโกลด์และแพลทินัม',
    descEn: 'Our signature caramel macchiato for Gold and Platinum members.',
    conditionTh: standardCondition,
    pointNeed: 220,
    openDays: 120,
    forTiers: ['gold', 'platinum'],
  },
];

interface PackageDef {
  image: string;
  nameTh: string;
  nameEn: string;
  descTh: string;
  descEn: string;
  pointNeed: number;
  usesPerPackage: number;
  /** Days a bought package can be used. */
  validDays: number;
  stock?: { total: number; remaining: number };
  perMemberLimit?: number;
}

const packageDefs: PackageDef[] = [
  {
    image: 'packages/ten-coffees.svg',
    nameTh: 'แพ็กเกจกาแฟ 10 แก้ว',
    nameEn: 'Ten coffees bundle',
    descTh: 'กาแฟร้อนหรือเย็นเมนูใดก็ได้ 10 แก้ว ทยอยใช้ได้ภายใน 90 วัน คุ้มกว่าแลกทีละแก้ว',
    descEn: 'Any hot or iced coffee, ten times, within 90 days.',
    pointNeed: 1000,
    usesPerPackage: 10,
    validDays: 90,
  },
  {
    image: 'packages/morning-set.svg',
    nameTh: 'แพ็กเกจมื้อเช้า กาแฟคู่ครัวซองต์ 5 ชุด',
    nameEn: 'Breakfast set bundle, 5 sets',
    descTh: 'ลาเต้ร้อนคู่ครัวซองต์เนยสด 5 ชุด ใช้ได้ถึง 11 โมงเช้า ภายใน 60 วัน',
    descEn: 'Five sets of a hot latte and a butter croissant, until 11 am, within 60 days.',
    pointNeed: 600,
    usesPerPackage: 5,
    validDays: 60,
    stock: { total: 100, remaining: 64 },
  },
  {
    image: 'packages/thai-tea.svg',
    nameTh: 'แพ็กเกจชาไทยเย็น 5 แก้ว',
    nameEn: 'Thai iced tea bundle, 5 cups',
    descTh: 'ชาไทยเย็นสูตรเข้มข้น 5 แก้ว ใช้ได้ภายใน 30 วัน',
    descEn: 'Five strong Thai iced teas within 30 days.',
    pointNeed: 400,
    usesPerPackage: 5,
    validDays: 30,
    perMemberLimit: 2,
  },
];

/** Privilege categories, ten privileges (one fully used, one forever, for-you ones) and packages. */
export async function seedCatalog(seed: SeedContext, tiers: SeededTiers): Promise<void> {
  const { tx, storage, brand, now } = seed;
  const categoryIds = {} as Record<CategoryKey, number>;
  for (const [index, def] of categoryDefs.entries()) {
    const [row] = await tx
      .insert(privilegeCategories)
      .values({ brandId: brand.id, nameTh: def.nameTh, nameEn: def.nameEn, sortOrder: index + 1 })
      .returning({ id: privilegeCategories.id });
    categoryIds[def.key] = row!.id;
  }

  const validFrom = new Date(now.getTime() - 30 * DAY_MS);
  for (const [index, def] of privilegeDefs.entries()) {
    const image = await seedImage(
      tx,
      storage,
      brand,
      def.image,
      seedImageGroup.privilege,
      index,
      def.nameEn,
    );
    const openDays = def.openDays;
    await tx.insert(privileges).values({
      brandId: brand.id,
      categoryId: categoryIds[def.category],
      systemType: def.forTiers ? 2 : 1,
      forTierIds: def.forTiers?.map((code) => tiers[code]) ?? [],
      nameTh: def.nameTh,
      nameEn: def.nameEn,
      descTh: def.descTh,
      descEn: def.descEn,
      conditionTh: def.conditionTh,
      mainImageUrl: image.url,
      pointNeed: def.pointNeed,
      validFrom: openDays === undefined ? null : validFrom,
      validThrough: openDays === undefined ? null : endOfBangkokDay(now, openDays),
      isForever: openDays === undefined,
      totalStock: def.stock?.total ?? null,
      remainingStock: def.stock?.remaining ?? null,
      perMemberLimit: def.perMemberLimit ?? null,
      sortOrder: index + 1,
    });
  }

  for (const [index, def] of packageDefs.entries()) {
    const image = await seedImage(
      tx,
      storage,
      brand,
      def.image,
      seedImageGroup.package,
      index,
      def.nameEn,
    );
    await tx.insert(packages).values({
      brandId: brand.id,
      nameTh: def.nameTh,
      nameEn: def.nameEn,
      descTh: def.descTh,
      descEn: def.descEn,
      mainImageUrl: image.url,
      pointNeed: def.pointNeed,
      usesPerPackage: def.usesPerPackage,
      validDays: def.validDays,
      validFrom,
      validThrough: endOfBangkokDay(now, 365),
      totalStock: def.stock?.total ?? null,
      remainingStock: def.stock?.remaining ?? null,
      perMemberLimit: def.perMemberLimit ?? null,
      sortOrder: index + 1,
    });
  }
}
