import type { OperatorRole } from '@crm/contract/operator-auth';
import { hashSecret } from '../../lib/slow-hash';
import { oneTimePassword } from '../../modules/operators/passwords';
import {
  insertBranch,
  insertDemoCredential,
  insertOperator,
  setOperatorBranches,
} from '../../modules/operators/repository';
import type { SeedContext } from './assets';

const branchDefs = [
  { branchRef: 'siam', nameTh: 'สาขาสยาม', nameEn: 'Siam' },
  { branchRef: 'chiangrai', nameTh: 'สาขาเชียงราย', nameEn: 'Chiang Rai' },
];

const operatorDefs: { role: OperatorRole; name: string; branches: string[] }[] = [
  { role: 'owner', name: 'คุณสมศรี (เจ้าของร้าน)', branches: [] },
  { role: 'manager', name: 'คุณวิชัย (ผู้จัดการ)', branches: ['siam', 'chiangrai'] },
  { role: 'cashier', name: 'คุณน้ำฝน (แคชเชียร์)', branches: ['siam'] },
];

/** The demo login of a role, e.g. `demo.owner`. */
export const demoLogin = (role: OperatorRole) => `demo.${role}`;

/**
 * Two branches and the console's team: an owner, a manager at both branches and a cashier at
 * one. Their passwords are random for each database and kept in demo_credentials, so every demo
 * start can print them; none is asked to change it, so the walk-through goes straight in.
 */
export async function seedTeam({ tx, brand }: SeedContext): Promise<void> {
  const branchIds = new Map<string, number>();
  for (const def of branchDefs) {
    const row = await insertBranch(tx, { brandId: brand.id, ...def });
    branchIds.set(def.branchRef, row!.id);
  }
  for (const def of operatorDefs) {
    const password = oneTimePassword();
    const operator = await insertOperator(tx, {
      brandId: brand.id,
      login: demoLogin(def.role),
      name: def.name,
      role: def.role,
      passwordHash: await hashSecret(password),
      mustChangePassword: false,
    });
    await setOperatorBranches(
      tx,
      brand.id,
      operator.id,
      def.branches.map((ref) => branchIds.get(ref)!),
    );
    await insertDemoCredential(tx, { brandId: brand.id, operatorId: operator.id, password });
  }
}
