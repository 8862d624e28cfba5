import { describe, expect, it } from 'vitest';
import { sectionColumns, sectionLink, sectionListParams, sectionView } from './home-sections';

describe('home sections', () => {
  it('links privilege titles to their list pages; banners link nowhere', () => {
    expect(sectionLink('privilege')).toBe('privilege');
    expect(sectionLink('privilege-foryou')).toBe('privilege.foryou');
    expect(sectionLink('banner')).toBeNull();
  });

  it('takes card_layout_limit cards from the privilege or for-you list', () => {
    expect(sectionListParams({ key: 'privilege', card_layout_limit: 6 })).toEqual({ limit: 6 });
    expect(sectionListParams({ key: 'privilege-foryou', card_layout_limit: 3 })).toEqual({
      forYou: true,
      limit: 3,
    });
    expect(sectionListParams({ key: 'banner', card_layout_limit: 4 })).toBeNull();
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
