/**
 * Where and when the store used a code, as one line for history lists, details and code sheets.
 *
 *   const usedText = useCodeUseText();
 *   usedText(record)   // 'ใช้แล้วที่สาขาสยาม เมื่อ 5 ม.ค. 2567 14:07', en-US: 'Used at Siam on …'
 *
 * Null while the code is unused or when the store did not say which branch used it: the caller
 * keeps its own 'used' text then.
 */
import { useTranslation } from 'react-i18next';
import { currentLanguage, formatDateTime } from '@/lib/dates';

export interface CodeUse {
  used_at: string | null;
  used_branch_name_th: string | null;
  used_branch_name_en: string | null;
}

export function useCodeUseText(): (use: CodeUse) => string | null {
  const { t } = useTranslation('ui');
  return (use: CodeUse) => {
    const english = currentLanguage() === 'en-US';
    const name = (english && use.used_branch_name_en) || use.used_branch_name_th;
    if (!use.used_at || !name) return null;
    // Brands name most branches with the word for branch already; it is not said twice.
    const prefix = t('codeUse.branchPrefix');
    const branch = name.startsWith(prefix) ? name : `${prefix}${name}`;
    return t('codeUse.usedAt', { branch, date: formatDateTime(use.used_at) });
  };
}
