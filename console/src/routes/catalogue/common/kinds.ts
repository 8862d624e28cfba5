import type {
  ConsolePackage,
  ConsolePackageList,
  ConsolePrivilege,
  ConsolePrivilegeList,
  PackageCreateRequest,
  PrivilegeCreateRequest,
} from '@crm/contract/catalogue';
import { sectionPath } from '@/common/paths';
import { sections, type SectionId } from '@/common/sections';

/*
 * Privileges and packages are offers of one kernel: the screens of both are drawn by the same
 * parts, told apart by this table.
 */

export interface OfferTypes {
  privilege: {
    item: ConsolePrivilege;
    list: ConsolePrivilegeList;
    body: PrivilegeCreateRequest;
  };
  package: {
    item: ConsolePackage;
    list: ConsolePackageList;
    body: PackageCreateRequest;
  };
}
export type OfferKind = keyof OfferTypes;
export type OfferItem = OfferTypes[OfferKind]['item'];

interface KindConfig<K extends OfferKind> {
  kind: K;
  section: SectionId;
  /** Under /api/v1.0. */
  apiPath: string;
  idOf: (item: OfferTypes[K]['item']) => number;
}

export const offerKinds: { [K in OfferKind]: KindConfig<K> } = {
  privilege: {
    kind: 'privilege',
    section: 'privileges',
    apiPath: '/operator/catalogue/privileges',
    idOf: (item) => item.privilege_id,
  },
  package: {
    kind: 'package',
    section: 'packages',
    apiPath: '/operator/catalogue/packages',
    idOf: (item) => item.package_id,
  },
};

const sectionOf = (id: SectionId) => sections.find((section) => section.id === id)!;

/** Where each screen of a kind lives in the console. */
export const offerLinks = {
  list: (kind: OfferKind) => sectionPath(sectionOf(offerKinds[kind].section)),
  create: (kind: OfferKind) => `${offerLinks.list(kind)}/new`,
  edit: (kind: OfferKind, id: number) => `${offerLinks.list(kind)}/${id}`,
};

export const categoriesLink = () => sectionPath(sectionOf('categories'));

/** The id in a screen's address; null when it names no offer. */
export function offerIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}
