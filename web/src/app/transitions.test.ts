import { describe, expect, it } from 'vitest';
import { slideDirection } from './transitions';

describe('slideDirection', () => {
  it('slides left towards a higher priority and right towards a lower one', () => {
    expect(slideDirection('/authentication/line-login', '/authentication/pdpa')).toBe('left');
    expect(slideDirection('/profile/points-history', '/profile')).toBe('right');
    expect(slideDirection('/home', '/privilege')).toBe('left');
  });

  it('does not slide between equal priorities or unknown paths', () => {
    expect(slideDirection('/home', '/shop')).toBe('none');
    expect(slideDirection('/nowhere', '/home')).toBe('none');
  });
});
