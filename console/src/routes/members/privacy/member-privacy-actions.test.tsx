import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperatorRole } from '@crm/contract/operator-auth';
import { queryClient } from '@/common/api/query-client';
import { ConsoleProviders } from '@/common/providers';
import { startSession } from '@/common/session/session';
import { apiError, fakeApi, type FakeRoute } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { MemberPrivacyActions } from './member-privacy-actions';

const slow = { timeout: 15_000 };

function show(role: OperatorRole, routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({ 'GET /operator/me': { body: { data: operatorMe(role) } }, ...routes });
  const onErased = vi.fn();
  render(
    <ConsoleProviders queryClient={queryClient} mantineEnv="test">
      <Suspense fallback={null}>
        <MemberPrivacyActions
          memberId={42}
          memberCode="M1234"
          erasedAt={null}
          onErased={onErased}
        />
      </Suspense>
    </ConsoleProviders>,
  );
  return { api, onErased, user: userEvent.setup() };
}

beforeEach(() => {
  startSession('operator-token', {
    role: 'owner',
    brand_ref: 'demo',
    branches: [],
    must_change_password: false,
  });
});

describe('A member’s privacy requests', { timeout: 30_000 }, () => {
  it('downloads the member’s zip through the audited export', async () => {
    const saved: string[] = [];
    // jsdom has no object URLs; the browser saves whatever the link names.
    Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { api, user } = show('owner', { 'GET /console/members/42/export': { body: 'PK' } });
    await user.click(await screen.findByRole('button', { name: 'ส่งออกข้อมูลสมาชิก (zip)' }, slow));
    await waitFor(() =>
      expect(saved).toEqual([expect.stringMatching(/^member-M1234-\d{8}\.zip$/)]),
    );
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'GET /console/members/42/export',
    );
  });

  it('erases only once the member code is typed and a reason given', async () => {
    const { api, user, onErased } = show('owner', {
      'POST /console/members/42/erase': (call) =>
        (call.body as { confirm_member_code: string }).confirm_member_code === 'M1234'
          ? {
              body: {
                data: {
                  member_id: 42,
                  member_code: 'M1234',
                  erased_at: '2026-11-24T07:00:00.000Z',
                  already_erased: false,
                },
              },
            }
          : apiError(422, 'ERASE_CONFIRMATION_MISMATCH', 'รหัสสมาชิกไม่ตรงกัน', 'No match'),
    });
    await user.click(await screen.findByRole('button', { name: 'ลบข้อมูลส่วนบุคคล' }, slow));
    const confirm = screen.getByRole('button', { name: 'ลบข้อมูลถาวร' });
    expect(screen.getByText('ลบแล้วกู้คืนไม่ได้')).toBeVisible();
    await user.type(screen.getByLabelText('พิมพ์รหัสสมาชิก M1234 เพื่อยืนยัน'), 'M123');
    await user.type(screen.getByLabelText('เหตุผล'), 'สมาชิกขอทางอีเมล');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('พิมพ์รหัสสมาชิก M1234 เพื่อยืนยัน'), '4');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('ลบข้อมูลส่วนบุคคลแล้ว')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'ลบข้อมูลส่วนบุคคล' })).not.toBeInTheDocument();
    expect(onErased).toHaveBeenCalledWith(expect.objectContaining({ member_id: 42 }));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      confirm_member_code: 'M1234',
      reason: 'สมาชิกขอทางอีเมล',
    });
  });

  it('shows nothing to a manager, who may neither export nor erase', async () => {
    const { api } = show('manager');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'ส่งออกข้อมูลสมาชิก (zip)' })).not.toBeInTheDocument();
    expect(screen.queryByText('คำขอเกี่ยวกับข้อมูลส่วนบุคคล')).not.toBeInTheDocument();
  });
});
