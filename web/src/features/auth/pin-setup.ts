import { isWeakPin } from '@crm/contract/auth';

/**
 * Choosing a new PIN: type it, then type it again. A PIN anyone would guess first (111111,
 * 123456) is refused before the second entry, as the API would refuse it; a second entry that
 * differs starts over.
 */
export type PinSetup =
  | { stage: 'create'; problem: 'weak' | 'mismatch' | null }
  | { stage: 'confirm'; first: string }
  | { stage: 'done'; pin: string };

export const initialPinSetup: PinSetup = { stage: 'create', problem: null };

export function enterPin(state: PinSetup, pin: string): PinSetup {
  switch (state.stage) {
    case 'create':
      return isWeakPin(pin)
        ? { stage: 'create', problem: 'weak' }
        : { stage: 'confirm', first: pin };
    case 'confirm':
      return pin === state.first
        ? { stage: 'done', pin }
        : { stage: 'create', problem: 'mismatch' };
    case 'done':
      return state;
  }
}
