import type { TFunction } from 'i18next';
import type { AuditEntry } from '@crm/contract/audit-log';

/**
 * Who acted and in which role, as the log shows it: an operator, a command-line tool, a POS, or a
 * member asking for their own data.
 */
export function actorOf(entry: Pick<AuditEntry, 'operator_login' | 'role'>, t: TFunction) {
  const byMachine = entry.role === 'system' || entry.role === 'api_key' || entry.role === 'member';
  const role = byMachine ? t(`audit:actors.${entry.role}`) : t(`common:roles.${entry.role}`);
  return { who: entry.operator_login ?? role, role };
}
