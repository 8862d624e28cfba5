import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import type { PointHistoryItem } from '@crm/contract/points';
import { LIVE_POLL_MS } from '@/lib/query-client';
import { storage } from '@/lib/storage';
import { fakeApi } from '@/test/fake-api';
import { memberProfile } from '@/test/member-profile';
import { renderPage } from '@/test/render-page';
import { ARRIVED_SHEET_MS, PointsArrivedSheet } from './components/points-arrived-sheet';
import { useLivePoints, type PointsArrival } from './use-live-points';

function LiveHome() {
  const [arrival, setArrival] = useState<PointsArrival | null>(null);
  useLivePoints(true, setArrival);
  return <PointsArrivedSheet arrival={arrival} onClose={() => setArrival(null)} />;
}

/**
 * The balance each read of the member's info answers, in turn (the last one repeats), and the
 * kind of the newest points entry.
 */
function serveBalances(balances: number[], newest: PointHistoryItem['entry_type'] = 'earn_store') {
  const api = fakeApi({
    'GET /Customer/info': () => ({
      body: {
        data: memberProfile({ point: balances.length > 1 ? balances.shift()! : balances[0]! }),
      },
    }),
    'POST /Customer/History/Point': () => ({
      body: {
        data: {
          payload: [{ entry_type: newest }],
          page: 1,
          limit: 99,
          total_record: 1,
          total_page: 1,
        },
      },
    }),
  });
  return () => api.calls.filter((call) => call.path === '/Customer/info').length;
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  storage.set('userToken', 'token');
  storage.setSession('brand', 'demo');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('live points', () => {
  it('draws nothing again for a read that finds nothing new', async () => {
    const reads = serveBalances([1250]);
    let renders = 0;
    function Screen() {
      renders++;
      useLivePoints(true, () => undefined);
      return null;
    }
    renderPage(<Screen />);
    await wait(0);
    const settled = renders;

    await wait(LIVE_POLL_MS * 3);
    expect(reads()).toBe(4);
    expect(renders).toBe(settled);
  });

  it('tells of points given at the counter between two reads, not of the first read', async () => {
    const reads = serveBalances([1250, 1250, 1260]);
    renderPage(<LiveHome />);
    await wait(0);
    expect(reads()).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await wait(LIVE_POLL_MS);
    expect(reads()).toBe(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await wait(LIVE_POLL_MS);
    expect(reads()).toBe(3);
    const sheet = screen.getByRole('dialog', { name: 'ได้รับ +10 แต้ม' });
    expect(sheet).toHaveTextContent('แต้มสะสมทั้งหมด 1,260 แต้ม');

    await wait(ARRIVED_SHEET_MS);
    expect(screen.queryByRole('dialog', { name: 'ได้รับ +10 แต้ม' })).not.toBeInTheDocument();
  });

  it('closes the sheet on a tap', async () => {
    serveBalances([100, 160]);
    renderPage(<LiveHome />);
    await wait(LIVE_POLL_MS);
    const sheet = screen.getByRole('dialog', { name: 'ได้รับ +60 แต้ม' });
    // vaul's drag handling needs pointer capture, which jsdom lacks: a plain click is the tap.
    fireEvent.click(within(sheet).getByText('แต้มสะสมทั้งหมด', { exact: false }));
    await wait(0);
    expect(screen.queryByRole('dialog', { name: 'ได้รับ +60 แต้ม' })).not.toBeInTheDocument();
  });

  it('says it in English', async () => {
    await i18n.changeLanguage('en-US');
    try {
      serveBalances([1, 11]);
      renderPage(<LiveHome />);
      await wait(LIVE_POLL_MS);
      expect(screen.getByRole('dialog', { name: 'You got +10 points' })).toHaveTextContent(
        'Your balance is now 11 points',
      );
    } finally {
      await i18n.changeLanguage('th');
    }
  });

  it('says nothing of points given back by a code that expired unused', async () => {
    serveBalances([350, 500], 'release');
    renderPage(<LiveHome />);
    await wait(LIVE_POLL_MS * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says nothing when the member spent points', async () => {
    serveBalances([500, 400]);
    renderPage(<LiveHome />);
    await wait(LIVE_POLL_MS * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks nothing while the tab is hidden, and again once it shows', async () => {
    const reads = serveBalances([1250]);
    renderPage(<LiveHome />);
    await wait(0);
    expect(reads()).toBe(1);

    setVisibility('hidden');
    await wait(LIVE_POLL_MS * 4);
    expect(reads()).toBe(1);

    setVisibility('visible');
    await wait(LIVE_POLL_MS);
    expect(reads()).toBeGreaterThan(1);
  });

  it('stops asking once the screen is gone', async () => {
    const reads = serveBalances([1250]);
    const { unmount } = renderPage(<LiveHome />);
    await wait(LIVE_POLL_MS);
    const before = reads();
    unmount();
    await wait(LIVE_POLL_MS * 3);
    expect(reads()).toBe(before);
  });
});
