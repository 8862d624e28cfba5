import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { offerStatusOf, type OfferStatus } from '@crm/contract/offers';
import type { OfferItem } from '../kinds';

const colors: Record<OfferStatus, string> = {
  on_sale: 'teal',
  scheduled: 'blue',
  ended: 'gray',
  sold_out: 'orange',
  inactive: 'gray',
};

/** How members see the offer now: on sale, not yet, ended, sold out, or switched off. */
export function OfferStatusBadge({ offer, size }: { offer: OfferItem; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('catalogue');
  const status = offerStatusOf(offer, new Date());
  return (
    <Badge color={colors[status]} variant={status === 'inactive' ? 'outline' : 'light'} size={size}>
      {t(`status.${status}`)}
    </Badge>
  );
}
