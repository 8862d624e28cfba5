import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { privilegeDetailQuery } from '@crm/contract/privileges';
import type { PrivilegeDetail } from '@crm/contract/privileges';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { feedback } from '@/components/ui/feedback';
import {
  OfferActionBar,
  OfferFacts,
  OfferHeading,
  OfferHero,
  OfferPage,
  OfferScreen,
  OfferSection,
} from '@/components/ui/privilege-card/offer-detail';
import { spinner } from '@/components/ui/spinner-overlay';
import { currentLanguage } from '@/lib/dates';
import { PointsValue } from '@/components/ui/points-value';
import { formatPoints } from '@/lib/format';
import { brandPath } from '@/lib/routes';
import { storage } from '@/lib/storage';
import { useDefaultPrivilegeImage } from '../api/get-default-image';
import { usePrivilegeDetail } from '../api/get-privilege-detail';
import { useIssuePrivilege } from '../api/issue-privilege';
import { rememberIssue } from '../issue-journey';
import { useOfferTexts } from '../use-offer-texts';

/** Spec 2.3 privilege.detail?privilegeId=: everything about one privilege and the redeem button. */
export function PrivilegeDetailPage() {
  const { t } = useTranslation('privileges');
  const [params] = useSearchParams();
  const parsed = privilegeDetailQuery.safeParse({ privilegeId: params.get('privilegeId') });
  const privilegeId = parsed.success ? parsed.data.privilegeId : null;
  const detail = usePrivilegeDetail(privilegeId);

  // A new detail starts a new journey: back goes back in history until a redeem succeeds.
  useEffect(() => storage.remove('checkIssueCP'), []);

  return (
    <OfferPage
      title={t('detail.title')}
      query={privilegeId === null ? null : detail}
      loadingLabel={t('detail.loading')}
      missing={<NotFound />}
    >
      {(privilege) => <DetailBody privilege={privilege} />}
    </OfferPage>
  );
}

function NotFound() {
  const { t } = useTranslation('privileges');
  const navigate = useNavigate();
  return (
    <EmptyState
      title={t('detail.notFound')}
      action={
        <Button onClick={() => void navigate(brandPath('privilege'), { replace: true })}>
          {t('detail.toList')}
        </Button>
      }
    />
  );
}

function DetailBody({ privilege }: { privilege: PrivilegeDetail }) {
  const { t } = useTranslation('privileges');
  const navigate = useNavigate();
  const texts = useOfferTexts();
  const fallbackImage = useDefaultPrivilegeImage();
  const issue = useIssuePrivilege();
  const english = currentLanguage() === 'en-US';
  const name = (english && privilege.name_en) || privilege.name_th;
  const description = (english && privilege.desc_en) || privilege.desc_th;
  const reason = privilege.not_issuable_reason;

  const redeem = async () => {
    const issued = await spinner.attempt(() => issue.mutateAsync(privilege.privilege_id));
    if (!issued) return;
    rememberIssue(issued.transaction_id);
    void navigate(brandPath('privilege.history-detail', { transactionId: issued.transaction_id }));
  };

  const confirm = () =>
    feedback.open({
      preset: 'warning-two-button',
      title: t('redeem.confirmTitle'),
      description: t('redeem.confirmText', {
        points: formatPoints(privilege.point_need, Infinity),
        balance: formatPoints(privilege.point_ref, Infinity),
        count: privilege.point_ref,
      }),
      confirm: { label: t('redeem.confirm'), onClick: () => void redeem() },
    });

  return (
    <OfferScreen>
      <OfferHero image={privilege.main_image_url || fallbackImage} />
      <OfferHeading title={name} description={description} />
      <OfferFacts
        facts={[
          {
            label: t('detail.points'),
            value: (
              <>
                <PointsValue value={privilege.point_need} />{' '}
                {t('card.pointsUnit', { count: privilege.point_need })}
              </>
            ),
            emphasis: true,
          },
          {
            label: t('detail.validity'),
            value: texts.validity(privilege.is_forever, privilege.valid_through),
          },
          { label: t('detail.stock'), value: texts.stock(privilege.remaining_limit) },
          {
            label: t('detail.yourUse'),
            value: texts.memberUse(privilege.used_count, privilege.per_member_limit),
          },
        ]}
      />
      {privilege.condition_th ? (
        <OfferSection title={t('detail.conditions')}>
          {/* The brand writes conditions in Thai only; lang keeps them read as Thai in English. */}
          <span lang="th">{privilege.condition_th}</span>
        </OfferSection>
      ) : null}
      <OfferActionBar
        label={t('detail.yourPoints')}
        value={<PointsValue value={privilege.point_ref} />}
      >
        <Button block disabled={reason !== null || issue.isPending} onClick={confirm}>
          {reason ? texts.refusal(reason, privilege.missing_point) : t('redeem.button')}
        </Button>
      </OfferActionBar>
    </OfferScreen>
  );
}
