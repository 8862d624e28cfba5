import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CheckIcon, DangerIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner-overlay';
import { SubMenuButton } from '@/components/ui/sub-menu-button';
import { currentBrand } from '@/lib/brand';
import { failureOf } from '@/lib/http';
import { couldBeInLine, liffIdToken } from '@/lib/liff';
import {
  LINE_LINKED,
  LINE_LINK_QUERY,
  getLiffConfig,
  issueLineLogin,
  liffMockUser,
  mintDevLiffToken,
} from '@/lib/line-api';
import { useLineLinkStatus, useLinkLineByLiff } from '../api/line-link';
import styles from './line-connect.module.css';

/** Refusals worded for the member; anything else reads as a failed try. */
const knownProblems = new Set(['LINE_LINKED_TO_OTHER_MEMBER', 'MEMBER_HAS_OTHER_LINE']);

function LineGlyph() {
  return (
    <svg width={26} height={26} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 3C6.48 3 2 6.6 2 11.04c0 3.98 3.53 7.31 8.3 7.94.32.07.76.21.87.49.1.25.07.64.03.9l-.14.85c-.04.25-.2.98.86.53 1.06-.44 5.7-3.36 7.78-5.75C21.13 14.43 22 12.84 22 11.04 22 6.6 17.52 3 12 3Z"
      />
    </svg>
  );
}

/** Inside LINE its ID token; null when LIFF has no LINE user here (then LINE Login is used). */
async function liffTokenHere(brandRef: string): Promise<string | null> {
  const search = window.location.search;
  if (!couldBeInLine(navigator.userAgent, search)) return null;
  const { liff_id: liffId } = await getLiffConfig(brandRef);
  if (!liffId) return null;
  return liffIdToken({
    liffId,
    mockIdToken: () => mintDevLiffToken(brandRef, liffMockUser(search)),
  });
}

/**
 * "Connect LINE" for a member without LINE: inside LINE the LIFF ID token adds it at once;
 * elsewhere LINE Login, whose return the landing page turns into the same request and reports
 * here in the query. A member with LINE reads that it is connected.
 */
export function LineConnectRow() {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const status = useLineLinkStatus();
  const link = useLinkLineByLiff();
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(() => {
    const returned = params.get(LINE_LINK_QUERY);
    return returned && returned !== LINE_LINKED ? returned : null;
  });

  // Read once: a reload or a later visit should not report it again.
  useEffect(() => {
    if (!params.has(LINE_LINK_QUERY)) return;
    setParams(
      (current) => {
        current.delete(LINE_LINK_QUERY);
        return current;
      },
      { replace: true },
    );
  }, [params, setParams]);

  async function connect() {
    const { brandRef, isGlobal } = currentBrand();
    if (!brandRef) return;
    setProblem(null);
    setWorking(true);
    try {
      const idToken = await liffTokenHere(brandRef);
      if (idToken) {
        await link.mutateAsync(idToken);
        setWorking(false);
        return;
      }
      const issued = await issueLineLogin(brandRef, isGlobal ?? 'false');
      window.location.assign(issued.authorize_url);
    } catch (error) {
      setProblem(failureOf(error).code);
      setWorking(false);
    }
  }

  if (!status.data) return null;
  if (status.data.is_line_linked) {
    return (
      <div className={styles.connected}>
        <span className={styles.line}>
          <LineGlyph />
        </span>
        <span className={styles.title}>{t('line.connected')}</span>
        <CheckIcon size={20} className={styles.done} />
      </div>
    );
  }
  return (
    <>
      <SubMenuButton
        title={t('line.connect')}
        icon={
          working ? (
            <Spinner size={22} label={t('line.connecting')} />
          ) : (
            <span className={styles.line}>
              <LineGlyph />
            </span>
          )
        }
        disabled={working}
        onClick={() => void connect()}
      />
      {problem ? (
        <p className={styles.problem} role="alert">
          <DangerIcon size={18} />
          <span>{t(`line.problems.${knownProblems.has(problem) ? problem : 'default'}`)}</span>
        </p>
      ) : null}
    </>
  );
}
