import { describe, expect, it } from 'vitest';
import { saveMemberCard, savedMemberCard, type MemberCard } from './member-card';
import { storage } from './storage';

const card: MemberCard = {
  brandRef: 'demo',
  code: '0812345678',
  fullName: 'มะลิ ทดสอบ',
  firstName: 'มะลิ',
  mobile: '0812345678',
  points: 120,
  tier: null,
  savedAt: '2026-11-24T09:05:00.000Z',
};

describe('the kept member card', () => {
  it('is read back for its own brand only', () => {
    saveMemberCard(card);
    expect(savedMemberCard('demo')).toEqual(card);
    expect(savedMemberCard('other')).toBeNull();
    expect(savedMemberCard(null)).toBeNull();
  });

  it('is ignored when what is stored is not a card', () => {
    for (const stored of [{ ...card, points: '120' }, { ...card, tier: { name: 'x' } }, [], 'x']) {
      storage.setJson('memberCard', stored);
      expect(savedMemberCard('demo')).toBeNull();
    }
    storage.set('memberCard', '{not json');
    expect(savedMemberCard('demo')).toBeNull();
  });
});
