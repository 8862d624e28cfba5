import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MemberCodeViews } from '@/components/ui/code-views';
import { Modal, ModalDescription, ModalTitle } from '@/components/ui/modal';
import { useCloseOnRouteChange } from '@/components/ui/use-route-change';
import { PointsValue } from '@/components/ui/points-value';
import { formatDateTime } from '@/lib/dates';
import { formatMobile } from '@/lib/format';
import { ReceiptIcon, StarIcon, UserIcon } from '@/components/ui/icons';
import styles from './points-collection-modal.module.css';

export interface CollectingMember {
  imageUrl: string;
  fullName: string;
  mobile: string | null;
  /** The code staff scan: the mobile number, or the member code when there is none. */
  code: string;
  points: number;
}

export interface PointsCollectionModalProps {
  open: boolean;
  onClose: () => void;
  member: CollectingMember | undefined;
  /** The tier icon; null hides it (open system, or no tier). */
  tier: { iconUrl: string; name: string } | null;
  /** When the points were read, for a member card kept from an earlier visit; null when live. */
  asOf?: string | null;
  onEnterCode: () => void;
}

/**
 * The points-collection modal (spec 2.8): the member, their total points and their code as
 * text (with copy), CODE128 barcode or QR (the default). Closes on any route change. Offline, it
 * shows the card kept from the last visit, its points marked with the time they were read.
 */
export function PointsCollectionModal({
  open,
  onClose,
  member,
  tier,
  asOf = null,
  onEnterCode,
}: PointsCollectionModalProps) {
  const { t } = useTranslation('points');
  useCloseOnRouteChange(open, onClose);
  return (
    <Modal visible={open} onClose={onClose} size="sm" showCloseButton className={styles.modal}>
      <div className={styles.body}>
        <header className={styles.header}>
          <ModalTitle className={styles.title}>{t('collect.title')}</ModalTitle>
          <ModalDescription className={styles.description}>
            {t('collect.description')}
          </ModalDescription>
        </header>
        {member ? (
          <>
            <div className={styles.member}>
              <span className={styles.avatar}>
                {member.imageUrl ? (
                  <img className={styles.photo} src={member.imageUrl} alt="" />
                ) : (
                  <UserIcon size={30} />
                )}
                {tier ? (
                  <img
                    className={styles.tierIcon}
                    src={tier.iconUrl}
                    alt={t('collect.tier', { tier: tier.name })}
                  />
                ) : null}
              </span>
              <span className={styles.identity}>
                <span className={styles.name}>{member.fullName}</span>
                {member.mobile ? (
                  <span className={styles.mobile}>{formatMobile(member.mobile)}</span>
                ) : null}
              </span>
            </div>
            <div className={styles.total}>
              <span className={styles.totalLabel}>{t('collect.total')}</span>
              <span className={styles.totalValue}>
                <StarIcon size={20} />
                <strong>
                  <PointsValue value={member.points} />
                </strong>
                <span className={styles.unit}>{t('unit', { count: member.points })}</span>
              </span>
              {asOf ? (
                <span className={styles.asOf}>
                  {t('collect.asOf', { time: formatDateTime(asOf) })}
                </span>
              ) : null}
            </div>
            <MemberCodeViews
              value={member.code}
              text={member.mobile ? formatMobile(member.mobile) : member.code}
            />
          </>
        ) : null}
        <Button variant="ghost" block className={styles.enterCode} onClick={onEnterCode}>
          <ReceiptIcon size={18} />
          {t('collect.enterCode')}
        </Button>
      </div>
    </Modal>
  );
}
