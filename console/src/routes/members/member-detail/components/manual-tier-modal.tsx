import { useState } from 'react';
import { Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberDetail } from '@crm/contract/console-members';
import { localized } from '@/common/i18n';
import { tierChoicesQuery, useManualTier } from '../../common/api';
import { ReasonActionModal } from './reason-action-modal';

const today = () => new Date().toISOString().slice(0, 10);

/** Gives the member at least a tier until a day; their own tier shows again afterwards. */
export function ManualTierModal({
  member,
  onClose,
}: {
  member: MemberDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('members');
  const ladder = useQuery(tierChoicesQuery);
  const manual = useManualTier(member.member_id);
  const [tierId, setTierId] = useState<string | null>(
    member.tier.manual ? String(member.tier.manual.tier_id) : null,
  );
  const [until, setUntil] = useState<string | null>(member.tier.manual_until);

  return (
    <ReasonActionModal
      title={t('tier.title')}
      lead={t('tier.lead')}
      confirm={tierId ? t('tier.confirm') : t('tier.end')}
      colour="violet"
      done={t('tier.done')}
      onClose={onClose}
      onSubmit={(reason) =>
        manual.mutateAsync({
          tier_id: tierId ? Number(tierId) : null,
          until: tierId ? until : null,
          reason,
        })
      }
    >
      <Select
        label={t('tier.tier')}
        placeholder={t('tier.none')}
        data={(ladder.data?.tiers ?? []).map((tier) => ({
          value: String(tier.tier_id),
          label: localized(tier.name_th, tier.name_en),
        }))}
        value={tierId}
        onChange={setTierId}
        clearable
      />
      {tierId && (
        <DatePickerInput
          label={t('tier.until')}
          value={until}
          onChange={setUntil}
          minDate={today()}
          required
        />
      )}
    </ReasonActionModal>
  );
}
