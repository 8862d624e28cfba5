import { describe, expect, it } from 'vitest';
import { enterPin, initialPinSetup } from './pin-setup';

describe('choosing a PIN', () => {
  it('asks for the PIN twice and is done when both match', () => {
    const confirming = enterPin(initialPinSetup, '246813');
    expect(confirming).toEqual({ stage: 'confirm', first: '246813' });
    expect(enterPin(confirming, '246813')).toEqual({ stage: 'done', pin: '246813' });
  });

  it('starts over when the second entry differs', () => {
    const confirming = enterPin(initialPinSetup, '246813');
    expect(enterPin(confirming, '246812')).toEqual({ stage: 'create', problem: 'mismatch' });
  });

  it('refuses a PIN anyone would guess before asking again', () => {
    for (const guessable of ['111111', '123456', '654321', '012345']) {
      expect(enterPin(initialPinSetup, guessable)).toEqual({ stage: 'create', problem: 'weak' });
    }
  });

  it('stays done once done', () => {
    const done = { stage: 'done', pin: '246813' } as const;
    expect(enterPin(done, '000000')).toBe(done);
  });
});
