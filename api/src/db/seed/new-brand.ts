import type { NavIconName } from '@crm/contract/brand-look';
import type { ThemeResp } from '@crm/contract/theme';
import type { LayoutConfig } from '../../modules/app-config/layout-config';
import { defaultSections } from '../../modules/app-config/layout-config';
import { saveAppConfig } from '../../modules/app-config/repository';
import { paintNavIcon } from '../../modules/navigation/icons';
import { insertNavItems } from '../../modules/navigation/repository';
import { defaultJsonConfig } from '../../modules/theme/service';
import { saveThemeConfig } from '../../modules/theme/repository';
import type { Db } from '../client';
import type { FileStorage } from '../../lib/file-storage';
import { brands, pdpaPolicies } from '../schema';
import type { SeedContext } from './assets';

/*
 * What every brand starts with, whether `brand:create` makes it or the demo seed: its theme, a
 * privacy policy (version 1), the side menu with its icons in the theme's colours, and the home
 * layout and settings. A brand passes its own where it has them.
 */

type JsonConfig = NonNullable<ThemeResp['json_config']>;

export interface BrandStart {
  ref: string;
  nameTh: string;
  nameEn: string;
  theme?: JsonConfig;
  policy?: { contentTh: string; contentEn: string; reference: string };
  layout?: LayoutConfig;
}

const navDefs: {
  navKey: string;
  icon: NavIconName;
  nameTh: string;
  nameEn: string;
  isDisplay?: boolean;
}[] = [
  { navKey: 'home', icon: 'home', nameTh: 'หน้าหลัก', nameEn: 'Home' },
  { navKey: 'privilege', icon: 'privilege', nameTh: 'สิทธิพิเศษ', nameEn: 'Privileges' },
  {
    navKey: 'privilege.foryou',
    icon: 'foryou',
    nameTh: 'สิทธิพิเศษสำหรับคุณ',
    nameEn: 'Just for you',
  },
  { navKey: 'package', icon: 'package', nameTh: 'แพ็กเกจ', nameEn: 'Packages' },
  {
    navKey: 'profile.member-info',
    icon: 'membership',
    nameTh: 'ระดับสมาชิก',
    nameEn: 'Membership',
  },
  {
    navKey: 'profile.points-history',
    icon: 'points-history',
    nameTh: 'ประวัติแต้ม',
    nameEn: 'Points history',
  },
  {
    navKey: 'profile.points-expire',
    icon: 'points-expire',
    nameTh: 'แต้มที่จะหมดอายุ',
    nameEn: 'Expiring points',
  },
  {
    navKey: 'profile.privilege-history',
    icon: 'privilege-history',
    nameTh: 'ประวัติการแลกสิทธิ์',
    nameEn: 'Privilege history',
  },
  {
    navKey: 'profile.package-history',
    icon: 'package-history',
    nameTh: 'ประวัติแพ็กเกจ',
    nameEn: 'Package history',
  },
  {
    navKey: 'profile.edit-profile',
    icon: 'edit-profile',
    nameTh: 'แก้ไขข้อมูลส่วนตัว',
    nameEn: 'Edit profile',
  },
  {
    navKey: 'profile.profile-menu-pdpa',
    icon: 'privacy',
    nameTh: 'นโยบายความเป็นส่วนตัว',
    nameEn: 'Privacy policy',
  },
  { navKey: 'shop', icon: 'shop', nameTh: 'ร้านค้า', nameEn: 'Shop', isDisplay: false },
];

/** A first privacy policy naming the brand, for the owner to adapt in the console. */
function starterPolicy(brand: BrandStart) {
  const contentTh = `นโยบายความเป็นส่วนตัวสำหรับสมาชิก ${brand.nameTh} (ฉบับที่ 1)

${brand.nameTh} ("เรา") เก็บรวบรวม ใช้ และเปิดเผยข้อมูลส่วนบุคคลของสมาชิกเท่าที่จำเป็นตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562

1. ข้อมูลที่เราเก็บ: ชื่อ หมายเลขโทรศัพท์มือถือ วันเกิด ที่อยู่ แต้มสะสม ระดับสมาชิก และประวัติการแลกสิทธิพิเศษ
2. วัตถุประสงค์: สมัครสมาชิกและยืนยันตัวตนด้วยรหัส OTP สะสมและใช้แต้ม มอบสิทธิพิเศษ และปฏิบัติตามกฎหมาย
3. การเปิดเผย: เฉพาะผู้ให้บริการที่ประมวลผลแทนเรา เช่น ผู้ให้บริการส่ง SMS และหน่วยงานของรัฐเมื่อกฎหมายกำหนด
4. ระยะเวลาการเก็บ: ตลอดการเป็นสมาชิก และไม่เกิน 2 ปีหลังยกเลิกการเป็นสมาชิก
5. สิทธิของท่าน: ขอเข้าถึง แก้ไข ลบ หรือระงับการใช้ข้อมูล และถอนความยินยอมได้ทุกเมื่อที่เมนู โปรไฟล์ > นโยบายความเป็นส่วนตัว`;
  const contentEn = `${brand.nameEn} member privacy policy (version 1)

${brand.nameEn} ("we") collects, uses and discloses members' personal data only as needed, under the Personal Data Protection Act B.E. 2562 (2019).

1. What we collect: name, mobile number, birthday, address, points, tier and redemption history.
2. Why: to register you and verify you by OTP, to collect and spend points, to give privileges, and to comply with the law.
3. Disclosure: only to processors acting for us, such as our SMS provider, and to authorities when the law requires it.
4. Retention: while you are a member and no more than 2 years after you leave.
5. Your rights: access, correct, delete or restrict your data, and withdraw consent at any time in Profile > Privacy policy.`;
  return { contentTh, contentEn, reference: `PDPA-${brand.ref.toUpperCase()}-1` };
}

/** Side-menu entries with their icons painted in the theme's active and inactive colours. */
async function seedNavigation(seed: SeedContext, theme: JsonConfig): Promise<void> {
  const { tx, storage, brand } = seed;
  const rows = [];
  for (const [index, def] of navDefs.entries()) {
    const icons = await paintNavIcon(
      tx,
      storage,
      brand,
      def.icon,
      {
        active: theme.Theme_Field['navbar-active-detail'],
        inactive: theme.Theme_Field['navbar-inactive'],
      },
      index,
    );
    rows.push({
      brandId: brand.id,
      navKey: def.navKey,
      nameTh: def.nameTh,
      nameEn: def.nameEn,
      ...icons,
      isDisplay: def.isDisplay ?? true,
      sortOrder: index + 1,
    });
  }
  await insertNavItems(tx, rows);
}

/**
 * Creates a brand with everything it starts with, inside `tx`. Answers undefined when the ref
 * is taken.
 */
export async function createBrandWithDefaults(
  tx: Db,
  storage: FileStorage,
  start: BrandStart,
  now = new Date(),
): Promise<SeedContext | undefined> {
  const [brand] = await tx
    .insert(brands)
    .values({ ref: start.ref, nameTh: start.nameTh, nameEn: start.nameEn })
    .onConflictDoNothing()
    .returning({ id: brands.id, ref: brands.ref });
  if (!brand) return undefined;
  const seed: SeedContext = { tx, storage, brand, now };
  const theme = start.theme ?? defaultJsonConfig;
  await saveThemeConfig(tx, brand.id, theme);
  const policy = start.policy ?? starterPolicy(start);
  await tx.insert(pdpaPolicies).values({
    brandId: brand.id,
    version: 1,
    articleAltReference: policy.reference,
    articleGroupKey: 'member-privacy-policy',
    contentTh: policy.contentTh,
    contentEn: policy.contentEn,
    isActive: true,
    publishedAt: now,
  });
  await seedNavigation(seed, theme);
  await saveAppConfig(tx, brand.id, {
    layout: start.layout ?? { content: defaultSections },
    settings: { is_opensystem: false, point_expiry: { mode: 'quarter_end', months: 12 } },
  });
  return seed;
}
