import type { TFunction } from 'i18next';
import { formatDate } from '@/common/dates';

/** A campaign's days in words: "1 ม.ค. 2568 ถึง 31 ธ.ค. 2568", or from its first day on. */
export function campaignDaysText(
  t: TFunction<'earning'>,
  campaign: { starts_on: string; ends_on: string | null },
): string {
  const start = formatDate(campaign.starts_on, 'short');
  return campaign.ends_on
    ? t('campaigns.from', { start, end: formatDate(campaign.ends_on, 'short') })
    : t('campaigns.fromOnly', { start });
}
