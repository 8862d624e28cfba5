/**
 * Building blocks of the privilege and package detail screens (detail, history detail), so
 * both read alike.
 *
 *   <OfferScreen>                                    // the column the pieces below stack in
 *   <OfferHero image={url} />
 *   <OfferHeading title="..." description="..." status={<StatusTag tone="success">...</StatusTag>} />
 *   <OfferFacts facts={[{ label: 'Points', value: '300', emphasis: true }, ...]} />
 *   <OfferSection title="Conditions">{text}</OfferSection>   // keeps the text's line breaks
 *   <OfferActionBar label="Your points" value="1,250"><Button block>...</Button></OfferActionBar>
 *   <OfferSkeleton label="Loading" />                           // the screen's shape while loading
 *   <OfferPage title="..." query={detail} loadingLabel="..." missing={<EmptyState />}>
 *     {(record) => <Body record={record} />}
 *   </OfferPage>
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Skeleton } from '../skeleton';
import { SubHeader } from '../sub-header';
import styles from './offer-detail.module.css';

export interface OfferPageProps<T> {
  title: string;
  /** The record's query; null when the URL names no record. */
  query: { data: T | undefined; isError: boolean } | null;
  loadingLabel: string;
  /** Shown when the URL names no record or it could not be read. */
  missing: ReactNode;
  children: (record: T) => ReactNode;
}

/** A detail screen: the sub-header, then the record, its skeleton while it loads, or `missing`. */
export function OfferPage<T>({ title, query, loadingLabel, missing, children }: OfferPageProps<T>) {
  return (
    <>
      <SubHeader title={title} />
      {query === null || query.isError ? (
        missing
      ) : query.data ? (
        children(query.data)
      ) : (
        <OfferSkeleton label={loadingLabel} />
      )}
    </>
  );
}

export function OfferScreen({ children }: { children: ReactNode }) {
  return <div className={styles.screen}>{children}</div>;
}

export function OfferHero({ image }: { image: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className={styles.hero}>
      {image && failed !== image ? (
        <img src={image} alt="" onError={() => setFailed(image)} />
      ) : (
        <span className={styles.heroPlaceholder} aria-hidden="true" />
      )}
    </div>
  );
}

export type StatusTone = 'success' | 'warning' | 'neutral';

/** The tone of a redeemed privilege's, a bought package's or a package use's status. */
const statusTones = {
  active: 'success',
  used: 'neutral',
  used_up: 'neutral',
  expired: 'warning',
} as const satisfies Record<string, StatusTone>;

export type RecordStatus = keyof typeof statusTones;

export function statusTone(status: RecordStatus): StatusTone {
  return statusTones[status];
}

export function StatusTag({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={styles.tag} data-tone={tone}>
      {children}
    </span>
  );
}

export function OfferHeading({
  title,
  description,
  status,
}: {
  title: string;
  description?: string;
  status?: ReactNode;
}) {
  return (
    <div className={styles.heading}>
      {status}
      <h2 className={styles.title}>{title}</h2>
      {description ? <p className={styles.description}>{description}</p> : null}
    </div>
  );
}

export interface OfferFact {
  label: string;
  value: ReactNode;
  /** Shown larger in the brand colour, e.g. the price in points. */
  emphasis?: boolean;
}

export function OfferFacts({ facts }: { facts: OfferFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact} data-emphasis={fact.emphasis === true}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OfferSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}

/** Sticks to the bottom of the screen (these routes hide the tab bar); label/value on its left. */
export function OfferActionBar({
  label,
  value,
  children,
}: {
  label?: string;
  value?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.actionBar}>
      {label ? (
        <div className={styles.aside}>
          <span>{label}</span>
          <span className={styles.asideValue}>{value}</span>
        </div>
      ) : null}
      <div className={styles.action}>{children}</div>
    </div>
  );
}

export function OfferSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={220} radius={20} />
      <Skeleton width="70%" height={24} />
      <Skeleton width="90%" height={14} />
      <Skeleton height={120} radius={16} />
    </div>
  );
}
