import type { Db } from '../../db/client';
import { looksLikeRecoveryCode, recoveryCodeHash } from './recovery-codes';
import { claimTotpStep, useRecoveryCode, type OperatorRow } from './repository';
import { openSecret } from '../../lib/sealed-secret';
import { totpStepOf } from './totp';

export type SecondFactor = 'totp' | 'recovery';

/**
 * Checks an authenticator code (or, when allowed, a recovery code) of the operator and uses it
 * up: a TOTP step is accepted once, a recovery code once. The confirmed secret is checked unless
 * `pending` asks for the one being enrolled. Undefined when the code does not fit.
 */
export async function useSecondFactor(
  tx: Db,
  totpKey: Buffer,
  operator: Pick<OperatorRow, 'id' | 'brandId' | 'totpSecret'>,
  code: string,
  options: { recovery: boolean },
): Promise<SecondFactor | undefined> {
  const text = code.trim();
  if (options.recovery && looksLikeRecoveryCode(text)) {
    const used = await useRecoveryCode(
      tx,
      operator.brandId,
      operator.id,
      recoveryCodeHash(text),
      new Date(),
    );
    return used ? 'recovery' : undefined;
  }
  if (!/^\d{6}$/.test(text) || !operator.totpSecret) return undefined;
  const secret = openSecret(totpKey, operator.totpSecret);
  const step = secret === undefined ? undefined : totpStepOf(secret, text);
  if (step === undefined) return undefined;
  return (await claimTotpStep(tx, operator.brandId, operator.id, step)) ? 'totp' : undefined;
}
