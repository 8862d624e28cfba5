import { describe, expect, it } from 'vitest';
import { privilegeListRequest } from '@crm/contract/privileges';
import {
  sectionColumns,
  sectionLink,
  sectionListBody,
  sectionListPath,
  sectionView,
} from './home-sections';

describe('home sections', () => {
  it('links privilege titles to their list pages; banners link nowhere', () => {
    expect(sectionLink('privilege')).toBe('privilege');
    expect(sectionLink('privilege-foryou')).toBe('privilege.foryou');
    expect(sectionLink('banner')).toBeNull();
  });

  it('takes cards from the privilege or for-you list', () => {
    expect(sectionListPath('privilege')).toBe('/privilege/List');
    expect(sectionListPath('privilege-foryou')).toBe('/Privilege/ForYou/List');
    expect(sectionListPath('banner')).toBeNull();
  });

  it('asks for page 1 with card_layout_limit privileges, a request the API accepts', () => {
    const body = sectionListBody(6);
    expect(privilegeListRequest.parse(body)).toMatchObject({ page: 1, limit: 6, where: {} });
  });

  it('lays cards two or three to a row', () => {
    expect(sectionColumns('vertical-two')).toBe(2);
    expect(sectionColumns('vertical-three')).toBe(3);
  });

  it('shows cards for display_type 1 and a banner carousel for 2', () => {
    expect(sectionView({ key: 'privilege', display_type: 1 })).toBe('cards');
    expect(sectionView({ key: 'privilege-foryou', display_type: 2 })).toBe('privilege-banner');
    expect(sectionView({ key: 'banner', display_type: 2 })).toBe('image-banner');
    expect(sectionView({ key: 'banner', display_type: 1 })).toBe('image-banner');
  });
});
