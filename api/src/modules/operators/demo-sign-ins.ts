import type { OperatorRole } from '@crm/contract/operator-auth';
import type { Db } from '../../db/client';
import { findDemoCredentials } from './repository';

export interface DemoSignIn {
  role: OperatorRole;
  login: string;
  /** Null once the operator chose another password. */
  password: string | null;
}

/** The demo brand's first owner and first cashier with the passwords the seed gave them. */
export async function demoSignIns(db: Db, brandRef: string): Promise<DemoSignIn[]> {
  const rows = await findDemoCredentials(db, brandRef);
  return (['owner', 'cashier'] as const).flatMap((role) => {
    const row = rows.find((candidate) => candidate.role === role);
    return row ? [{ role, login: row.login, password: row.password }] : [];
  });
}
