import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TierCriteriaItem, TierListItem } from '@crm/contract/membership';
import { CONDITION_APPLIES, criteriaMode } from '@crm/contract/membership-values';
import { PointsValue } from '@/components/ui/points-value';
import { Skeleton } from '@/components/ui/skeleton';
import { SubHeader } from '@/components/ui/sub-header';
import { useProfile } from '@/lib/api/profile';
import { formatThaiDate } from '@/lib/dates';
import { formatNumber } from '@/lib/format';
import { useIsOpenSystem } from '../api/get-membership-system';
import { useMembershipInfo } from '../api/get-membership-info';
import { useTierCriteria } from '../api/get-tier-criteria';
import { useTierList } from '../api/get-tier-list';
import { tierDetail, tierName } from '../tier-names';
import type { ConditionKind } from '../tier-progress';
import { CheckCircleIcon, CrownIcon } from './membership-icons';
import { TierCard } from './tier-card';
import styles from './member-info-page.module.css';

/**
 * profile.member-info: the membership card, progress in the tier, its benefits, what the next
 * tier (or keeping the last one) asks for, and every tier of the brand.
 */
export function MemberInfoPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <SubHeader title={t('pages.profile.member-info.title')} showBack={false} />
      <div className={styles.content}>
        <MembershipCard />
        <ProgressSection />
        <BenefitsSection />
        <RulesSection />
        <TierListSection />
      </div>
    </div>
  );
}

function useLanguage(): 'th' | 'en-US' {
  return useTranslation().i18n.language === 'en-US' ? 'en-US' : 'th';
}

function MembershipCard() {
  const { t } = useTranslation('membership');
  const lng = useLanguage();
  const info = useMembershipInfo();
  const profile = useProfile();
  const tier = info.data?.tier_info;
  if (info.isPending || profile.isPending) {
    return <Skeleton className={styles.cardSkeleton} height="auto" radius={20} />;
  }
  const name = tier ? tierName(tier, lng) : '';
  const member = profile.data;
  return (
    <figure className={styles.memberCard} aria-label={t('info.card', { tier: name })}>
      {tier?.tier_image_url ? (
        <img className={styles.cardArt} src={tier.tier_image_url} alt="" />
      ) : (
        <span className={styles.cardArt} data-fallback="" />
      )}
      <span className={styles.cardTier}>
        {name} <span className={styles.cardTierWord}>{t('member')}</span>
      </span>
      {member ? (
        <figcaption className={styles.cardStrip}>
          <span className={styles.cardHolder}>
            <span className={styles.cardName}>
              {`${member.first_name} ${member.last_name}`.trim()}
            </span>
            <span className={styles.cardCode}>
              {t('info.memberCode')} {member.customer_info}
            </span>
          </span>
          <span className={styles.cardPoints}>
            <PointsValue className={styles.cardPointsValue} value={member.point} />
            <span className={styles.cardPointsUnit}>
              {t('info.pointsUnit', { count: member.point })}
            </span>
          </span>
        </figcaption>
      ) : null}
    </figure>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

function ProgressSection() {
  const { t } = useTranslation('membership');
  return (
    <Section title={t('info.progressTitle')}>
      <TierCard />
    </Section>
  );
}

function BenefitsSection() {
  const { t } = useTranslation('membership');
  const lng = useLanguage();
  const tier = useMembershipInfo().data?.tier_info;
  if (!tier) return null;
  const detail = tierDetail(tier, lng);
  if (!detail) return null;
  return (
    <Section title={t('info.benefitsTitle', { tier: tierName(tier, lng) })}>
      <p className={styles.benefits}>
        <CheckCircleIcon size={20} />
        <span>{detail}</span>
      </p>
    </Section>
  );
}

const kinds: ConditionKind[] = ['spending', 'visit', 'point'];

interface Requirement {
  kind: ConditionKind;
  applies: boolean;
  required: number;
  periodDay: number | null;
  periodDate: string | null;
}

function requirement(rule: TierCriteriaItem, kind: ConditionKind): Requirement {
  switch (kind) {
    case 'spending':
      return {
        kind,
        applies: rule.spending_criteria === CONDITION_APPLIES,
        required: rule.required_spending_amount,
        periodDay: rule.spending_period_day,
        periodDate: rule.spending_period_date,
      };
    case 'visit':
      return {
        kind,
        applies: rule.visit_criteria === CONDITION_APPLIES,
        required: rule.required_visit_amount,
        periodDay: rule.visit_period_day,
        periodDate: rule.visit_period_date,
      };
    case 'point':
      return {
        kind,
        applies: rule.point_criteria === CONDITION_APPLIES,
        required: rule.required_point_amount,
        periodDay: rule.point_period_day,
        periodDate: rule.point_period_date,
      };
  }
}

/** The conditions of a rule that apply (flag 2), with amount and period. */
function requirements(rule: TierCriteriaItem): Requirement[] {
  return kinds.map((kind) => requirement(rule, kind)).filter((line) => line.applies);
}

function RulesSection() {
  const { t } = useTranslation('membership');
  const lng = useLanguage();
  const criteria = useTierCriteria();
  if (!criteria.data?.length) return null;
  return (
    <>
      {criteria.data.map((rule) => {
        const target = lng === 'en-US' ? rule.next_tier_name_en : rule.next_tier_name_th;
        const lines = requirements(rule);
        return (
          <Section
            key={rule.criteria_id}
            title={t(`info.rulesTitle.${rule.kind}`, { tier: target })}
          >
            <div className={styles.panel}>
              {rule.criteria_mode === criteriaMode.none || lines.length === 0 ? (
                <p className={styles.muted}>{t('info.noCriteria')}</p>
              ) : (
                <>
                  <ul className={styles.rules}>
                    {lines.map((line) => (
                      <li key={line.kind} className={styles.rule}>
                        <span>
                          {t(`conditions.${line.kind}.requirement`, {
                            amount: formatNumber(line.required),
                            count: line.required,
                          })}
                        </span>
                        <span className={styles.muted}>
                          {line.periodDay
                            ? t('info.within', {
                                days: formatNumber(line.periodDay),
                                count: line.periodDay,
                              })
                            : line.periodDate
                              ? t('info.until', {
                                  date: formatThaiDate(line.periodDate, 'short', lng),
                                })
                              : t('tierCard.noDeadline')}
                        </span>
                      </li>
                    ))}
                  </ul>
                  {lines.length > 1 ? (
                    <p className={styles.muted}>{t('info.allRequired')}</p>
                  ) : null}
                </>
              )}
            </div>
          </Section>
        );
      })}
    </>
  );
}

function TierListSection() {
  const { t } = useTranslation('membership');
  const tiers = useTierList();
  const current = useMembershipInfo().data?.tier_info?.tier_id;
  const openSystem = useIsOpenSystem();
  if (tiers.isPending) return <Skeleton height={180} radius={20} />;
  if (!tiers.data?.length) return null;
  return (
    <Section title={t('info.tiersTitle')}>
      <ol className={styles.tiers}>
        {tiers.data.map((tier) => (
          <TierRow
            key={tier.tier_id}
            tier={tier}
            current={tier.tier_id === current}
            showIcon={openSystem.data === false}
          />
        ))}
      </ol>
    </Section>
  );
}

function TierRow({
  tier,
  current,
  showIcon,
}: {
  tier: TierListItem;
  current: boolean;
  showIcon: boolean;
}) {
  const { t } = useTranslation('membership');
  const lng = useLanguage();
  return (
    <li className={styles.tier} aria-current={current ? 'true' : undefined}>
      <div className={styles.tierHead}>
        {showIcon && tier.tier_icon_url ? (
          <img className={styles.tierIcon} src={tier.tier_icon_url} alt="" width={36} height={36} />
        ) : null}
        <span className={styles.tierTitle}>
          <span className={styles.tierName}>{tierName(tier, lng)}</span>
          <span className={styles.muted}>
            {t('info.rank', { rank: tier.rank })} ·{' '}
            {tier.validity_days
              ? t('info.validity', {
                  days: formatNumber(tier.validity_days),
                  count: tier.validity_days,
                })
              : t('info.validityForever')}
          </span>
        </span>
        {current ? (
          <span className={styles.currentBadge}>
            <CrownIcon size={14} />
            {t('info.current')}
          </span>
        ) : null}
      </div>
      {tierDetail(tier, lng) ? <p className={styles.tierDetail}>{tierDetail(tier, lng)}</p> : null}
    </li>
  );
}
