import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProfile } from '@/lib/api/profile';
import { savedMemberCard } from '@/lib/member-card';
import { endSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { fakeApi } from '@/test/fake-api';
import { memberProfile } from '@/test/member-profile';
import { PointsCollectionModal } from './components/points-collection-modal';
import { useMemberCard } from './use-member-card';

const gold = { iconUrl: '/api/v1.0/images/demo/tiers/gold.svg', name: 'โกลด์' };

let renders = 0;

/** The home screen's part in this: its profile read, the kept card and the modal it opens. */
function CardOnHome({ tier }: { tier: typeof gold | null }) {
  renders++;
  const profile = useProfile();
  const card = useMemberCard(profile, tier);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <PointsCollectionModal
        open={open}
        onClose={() => setOpen(false)}
        member={card.member}
        tier={card.tier}
        asOf={card.asOf}
        onEnterCode={vi.fn()}
      />
    </>
  );
}

function renderHome(tier: typeof gold | null = gold) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renders = 0;
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CardOnHome tier={tier} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'open' }));
  return screen.findByRole('dialog', { name: 'สะสมแต้ม' });
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
}

beforeEach(() => {
  storage.set('userToken', 'token');
  storage.setSession('brand', 'demo');
});

afterEach(() => vi.unstubAllGlobals());

describe('the member card offline', () => {
  it('keeps the card of each profile read, with the time the server told it', async () => {
    fakeApi({ 'GET /Customer/info': { body: { data: memberProfile({ point: 1250 }) } } });
    const before = Date.now();
    renderHome();
    await waitFor(() => expect(savedMemberCard('demo')).not.toBeNull());
    const card = savedMemberCard('demo')!;
    expect(card).toMatchObject({
      code: '0812345678',
      fullName: 'มะลิ ทดสอบ',
      points: 1250,
      tier: gold,
    });
    expect(Date.parse(card.savedAt)).toBeGreaterThanOrEqual(before - 1000);
    const dialog = await openModal();
    expect(within(dialog).queryByText(/ข้อมูล ณ/)).not.toBeInTheDocument();
  });

  it('keeps a read that finds nothing new without drawing the screen again', async () => {
    const api = fakeApi({
      'GET /Customer/info': { body: { data: memberProfile({ point: 1250 }) } },
    });
    const client = renderHome();
    await waitFor(() => expect(savedMemberCard('demo')).not.toBeNull());
    const first = savedMemberCard('demo')!.savedAt;
    const drawn = renders;

    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.refetchQueries({ queryKey: ['profile'] });
    expect(api.calls.filter((call) => call.path === '/Customer/info')).toHaveLength(2);
    await waitFor(() =>
      expect(Date.parse(savedMemberCard('demo')!.savedAt)).toBeGreaterThan(Date.parse(first)),
    );
    // Whatever the read would draw has been drawn by now.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toBe(drawn);
  });

  it('opens the modal offline with the kept code, points and tier, marked with their time', async () => {
    storage.setJson('memberCard', {
      brandRef: 'demo',
      code: '0812345678',
      fullName: 'มะลิ ทดสอบ',
      firstName: 'มะลิ',
      mobile: '0812345678',
      points: 980,
      tier: gold,
      savedAt: '2026-11-24T09:05:00',
    });
    goOffline();
    renderHome(null);
    const dialog = await openModal();
    expect(await within(dialog).findByText('มะลิ ทดสอบ')).toBeInTheDocument();
    expect(within(dialog).getByText('980')).toBeInTheDocument();
    expect(within(dialog).getByText('081 234 5678')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'ระดับ โกลด์' })).toBeInTheDocument();
    expect(within(dialog).getByText('ข้อมูล ณ 24 พ.ย. 2569 09:05')).toBeInTheDocument();
  });

  it("draws no other brand's card, and nothing when no card was kept", async () => {
    storage.setJson('memberCard', {
      brandRef: 'other',
      code: '0899999999',
      fullName: 'คนอื่น',
      firstName: 'คนอื่น',
      mobile: '0899999999',
      points: 5,
      tier: null,
      savedAt: '2026-11-24T09:05:00',
    });
    goOffline();
    renderHome();
    const dialog = await openModal();
    expect(within(dialog).queryByText('คนอื่น')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/ข้อมูล ณ/)).not.toBeInTheDocument();
  });

  it.each(['token', 'everything'] as const)('is dropped when the session ends (%s)', (scope) => {
    storage.setJson('memberCard', { brandRef: 'demo' });
    endSession(scope);
    expect(storage.get('memberCard')).toBeNull();
  });
});
